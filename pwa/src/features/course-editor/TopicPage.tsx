import { useState, type FormEvent } from 'react';
import { useCreateId } from '../../lib/useCreateId';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { KeptNote } from '../../components/KeptNote';
import { MarkdownPreview } from '../../components/MarkdownPreview';
import { TextPairFields } from '../../components/TextPairFields';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';
import { useKept } from '../../lib/useKept';
import { useOnline } from '../../lib/useOnline';
import { classKey, createTopic, fetchClass, fetchTopic, preview, removeTopic, topicKey, updateTopic, type Chapter, type Topic } from './api';
import { textIn, topicBody, topicForm, unreadableSizes } from './course';
import { isTopicForm } from './draft';
import { FormFooter } from './FormFooter';
import { LeaveGuard } from './LeaveGuard';
import { useUnsaved } from './leaveGuard';
import { NotShown } from './Loading';
import { ObjectivesEditor } from './ObjectivesEditor';
import { ResourcesEditor } from './ResourcesEditor';
import { coursePath, useBase } from './useBase';
import { useDraft } from './useDraft';
import { useSaving } from './useSaving';
import { useSay } from './useSay';
import './course.css';

/**
 * {base}/courses/{classId}/topics/{topicId} and …/chapters/{chapterId}/new-topic: a topic's name, its
 * text in English and Swahili (core's Markdown, previewed by the server), its objectives and its
 * resources; kept as a draft on the device until saved.
 */
export function TopicPage() {
  const { t, lang } = useI18n();
  const base = useBase();
  const { classId = '', topicId, chapterId } = useParams();
  const course = useKept(classKey(classId), (signal) => fetchClass(classId, signal));
  const topic = useKept(topicId ? topicKey(topicId) : null, (signal) => fetchTopic(topicId ?? '', signal));
  const path = coursePath(base, classId);
  const saved = topicId ? (topic.data?.value ?? null) : null;
  const chapterOf = saved?.chapterId ?? chapterId;
  const chapter = course.data?.value.chapters.find((c) => c.id === chapterOf) ?? null;
  const title = saved ? textIn(saved.name, lang) : chapter && !topicId ? t('courseEditor.newTopicIn', { chapter: textIn(chapter.name, lang) }) : t('courseEditor.title');
  useTitle(title);

  const back = (
    <Link className="course-ed__back" to={path}>
      <span aria-hidden="true">←</span>
      {course.data ? t('courseEditor.backTo', { name: textIn(course.data.value.name, lang) }) : t('courseEditor.backToCourse')}
    </Link>
  );
  const loading = course.loading || (topicId !== undefined && topic.loading);
  if (!chapter || (topicId && !saved)) {
    return (
      <NotShown
        back={back}
        loading={loading}
        error={course.error ?? topic.error}
        notFound={t('courseEditor.topicNotFound')}
        onRetry={() => {
          void course.reload();
          void topic.reload();
        }}
      />
    );
  }
  const keptAt = topic.data?.keptAt ?? course.data?.keptAt ?? null;
  return (
    <section className="page page--medium course-ed">
      {back}
      {keptAt != null ? <KeptNote at={keptAt} say={(when) => t('courseEditor.kept', { when })} /> : null}
      <h1>{title}</h1>
      {saved ? <p className="muted">{t('courseEditor.inChapter', { chapter: textIn(chapter.name, lang) })}</p> : null}
      <TopicEditor
        key={`${saved?.id ?? `new-${chapter.id}`}-${keptAt ?? 'live'}`}
        path={path}
        chapter={chapter}
        topic={saved}
        onSaved={() => {
          void course.reload();
          void topic.reload();
        }}
      />
      <LeaveGuard />
    </section>
  );
}

interface TopicEditorProps {
  path: string;
  chapter: Chapter;
  topic: Topic | null;
  onSaved: () => void;
}

function TopicEditor({ path, chapter, topic, onSaved }: TopicEditorProps) {
  const { t, lang } = useI18n();
  const { sayFailure } = useSay();
  const online = useOnline();
  const navigate = useNavigate();
  const form = topic ? `topic:${topic.id}` : `topic:new:${chapter.id}`;
  const draft = useDraft(form, () => topicForm(topic), isTopicForm);
  const saving = useSaving();
  const [removing, setRemoving] = useState(false);
  // A new topic's id, kept through retries (the page leaves once it is saved).
  const createId = useCreateId();
  useUnsaved(form, draft.drafted);
  const { change } = draft;
  const value = draft.form;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (value.resources.some((resource) => resource.upload !== null)) {
      saving.setRefusal(t('courseEditor.uploadStillGoing'));
      return;
    }
    const unreadable = unreadableSizes(value);
    if (unreadable.length > 0) {
      saving.setRefusal(t('courseEditor.sizeUnreadable', { n: unreadable.join(', ') }));
      return;
    }
    const body = topicBody(value);
    let newId: string | null = null;
    const done = await saving.run(async () => {
      const answer = topic ? await updateTopic(topic.id, body) : await createTopic(chapter.id, body, createId.get());
      newId = answer.data?.id ?? null;
      return answer.message;
    });
    if (!done) return;
    draft.reset(value);
    onSaved();
    if (!topic) {
      // The new topic's own page; the draft of a new topic is forgotten with the reset above.
      void navigate(newId ? `${path}/topics/${encodeURIComponent(newId)}` : path, { replace: true });
    }
  }

  async function remove(which: Topic) {
    const done = await saving.run(async () => (await removeTopic(which.id)).message);
    setRemoving(false);
    if (!done) return;
    draft.reset(topicForm());
    onSaved();
    void navigate(path, { replace: true });
  }

  const previewing = { busyLabel: t('courseEditor.previewing'), title: t('courseEditor.previewTitle'), render: preview, sayFailure };
  return (
    <form className="course-ed__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="card">
        <TextPairFields id="topic-name" labels={{ en: t('courseEditor.nameEn'), sw: t('courseEditor.nameSw') }} value={value.name} onChange={(name) => change((was) => ({ ...was, name }))} />
      </div>
      <div className="card">
        <h2>{t('courseEditor.description')}</h2>
        <TextPairFields
          id="topic-description"
          multiline
          rows={12}
          hint={t('courseEditor.markdownHelp')}
          labels={{ en: t('courseEditor.descriptionEn'), sw: t('courseEditor.descriptionSw') }}
          value={value.description}
          onChange={(description) => change((was) => ({ ...was, description }))}
        />
        <div className="course-ed__pair">
          <MarkdownPreview id="topic-description-en" text={value.description.en} label={t('courseEditor.previewEn')} {...previewing} />
          <MarkdownPreview id="topic-description-sw" text={value.description.sw} label={t('courseEditor.previewSw')} {...previewing} />
        </div>
      </div>
      <ObjectivesEditor objectives={value.objectives} onChange={(objectives) => change((was) => ({ ...was, objectives }))} />
      <ResourcesEditor resources={value.resources} onChange={(next) => change((was) => ({ ...was, resources: next(was.resources) }))} />
      <div className="card course-ed__save">
        <FormFooter
          refusal={saving.refusal}
          drafted={draft.drafted}
          restored={draft.restored}
          busy={saving.busy}
          submit={t('courseEditor.saveTopic')}
          onDiscard={() => draft.reset(topicForm(topic))}
        >
          {topic ? (
            <button type="button" className="button button--danger" disabled={saving.busy || !online} onClick={() => setRemoving(true)}>
              {t('courseEditor.removeTopic')}
            </button>
          ) : null}
        </FormFooter>
      </div>
      {removing && topic ? (
        <ConfirmDialog
          title={t('courseEditor.removeTopicTitle', { name: textIn(topic.name, lang) })}
          text={t('courseEditor.removeTopicText')}
          confirm={t('courseEditor.confirmRemove')}
          cancel={t('courseEditor.cancel')}
          busyLabel={t('courseEditor.saving')}
          busy={saving.busy}
          onConfirm={() => void remove(topic)}
          onClose={() => setRemoving(false)}
        />
      ) : null}
    </form>
  );
}
