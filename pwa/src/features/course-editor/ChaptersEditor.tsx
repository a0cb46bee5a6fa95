import { useState, type FormEvent } from 'react';
import { useCreateId } from '../../lib/useCreateId';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TextPairFields } from '../../components/TextPairFields';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/useOnline';
import { createChapter, removeChapter, updateChapter, type Chapter, type CourseClass, type Text } from './api';
import { blankText, chapterMove, textIn, trimmed } from './course';
import { isText } from './draft';
import { FormFooter } from './FormFooter';
import { useUnsaved } from './leaveGuard';
import { coursePath } from './useBase';
import { useDraft } from './useDraft';
import { useSay } from './useSay';
import { TOAST_ID, useSaving } from './useSaving';

interface ChaptersProps {
  base: string;
  course: CourseClass;
  onChanged: () => void;
}

/**
 * The chapters in order, each with its topics and assignments (how many trainees answered each);
 * a chapter added, renamed, moved up or down, or removed (the server says when it cannot be).
 */
export function ChaptersEditor({ base, course, onChanged }: ChaptersProps) {
  const { t, lang } = useI18n();
  const { say, sayFailure } = useSay();
  const online = useOnline();
  const [busy, setBusy] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Chapter | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const createId = useCreateId();
  const chapters = course.chapters;
  const path = coursePath(base, course.id);

  async function move(index: number, delta: number) {
    const change = chapterMove(chapters, index, delta);
    const chapter = chapters[index];
    if (!change || !chapter) return;
    setBusy(chapter.id);
    setRefusal(null);
    try {
      await updateChapter(chapter.id, chapter.name, change.position);
      toast.success(t('courseEditor.moved'), { id: TOAST_ID });
    } catch (failure) {
      setRefusal(sayFailure(failure));
    } finally {
      setBusy(null);
      onChanged();
    }
  }

  async function remove(chapter: Chapter) {
    setBusy(chapter.id);
    setRefusal(null);
    try {
      const answer = await removeChapter(chapter.id);
      toast.success(say(answer.message), { id: TOAST_ID });
      onChanged();
    } catch (failure) {
      setRefusal(sayFailure(failure));
    } finally {
      setRemoving(null);
      setBusy(null);
    }
  }

  return (
    <section className="card" aria-labelledby="chapters-title">
      <h2 id="chapters-title">{t('courseEditor.chapters')}</h2>
      {refusal ? (
        <p className="course-ed__refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      {chapters.length === 0 ? <p className="muted">{t('courseEditor.noChapters')}</p> : null}
      <ol className="course-ed__chapters" aria-label={t('courseEditor.chapters')}>
        {chapters.map((chapter, index) => {
          const name = textIn(chapter.name, lang);
          const headingId = `chapter-${chapter.id}`;
          return (
            <li key={chapter.id} className="course-ed__chapter" data-chapter={chapter.id} aria-labelledby={headingId}>
              <div className="course-ed__chapter-head">
                <h3 id={headingId}>
                  <span className="muted course-ed__chapter-n">{t('courseEditor.chapterN', { n: index + 1 })}</span> {name}
                </h3>
                <div className="course-ed__row-actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('courseEditor.renameName', { name })}
                    aria-expanded={renaming === chapter.id}
                    onClick={() => setRenaming(renaming === chapter.id ? null : chapter.id)}
                  >
                    {t('courseEditor.rename')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('courseEditor.moveUpName', { name })}
                    disabled={index === 0 || busy !== null || !online}
                    onClick={() => void move(index, -1)}
                  >
                    <span aria-hidden="true">↑</span> {t('courseEditor.moveUp')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('courseEditor.moveDownName', { name })}
                    disabled={index === chapters.length - 1 || busy !== null || !online}
                    onClick={() => void move(index, 1)}
                  >
                    <span aria-hidden="true">↓</span> {t('courseEditor.moveDown')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('courseEditor.removeName', { name })}
                    disabled={busy !== null || !online}
                    onClick={() => setRemoving(chapter)}
                  >
                    {t('courseEditor.remove')}
                  </button>
                </div>
              </div>
              {renaming === chapter.id ? (
                <div className="course-ed__rename">
                  <h4>{t('courseEditor.renameTitle')}</h4>
                  <ChapterNameForm
                    idPrefix={`rename-${chapter.id}`}
                    form={`chapter:${chapter.id}`}
                    initial={chapter.name}
                    submit={t('courseEditor.save')}
                    onSave={async (named) => {
                      const saved = await updateChapter(chapter.id, named, chapter.position);
                      setRenaming(null);
                      onChanged();
                      return saved.message;
                    }}
                  />
                </div>
              ) : null}
              <ChapterContents chapter={chapter} path={path} />
            </li>
          );
        })}
      </ol>
      <div className="course-ed__new-chapter">
        <h3>{t('courseEditor.newChapter')}</h3>
        <ChapterNameForm
          idPrefix="new-chapter"
          form={`chapter:new:${course.id}`}
          initial={blankText()}
          submit={t('courseEditor.addChapter')}
          onSave={async (named) => {
            const saved = await createChapter(course.id, named, createId.get());
            createId.renew();
            onChanged();
            return saved.message;
          }}
        />
      </div>
      {removing ? (
        <ConfirmDialog
          title={t('courseEditor.removeChapterTitle', { name: textIn(removing.name, lang) })}
          text={t('courseEditor.removeChapterText')}
          confirm={t('courseEditor.confirmRemove')}
          cancel={t('courseEditor.cancel')}
          busyLabel={t('courseEditor.saving')}
          busy={busy !== null}
          onConfirm={() => void remove(removing)}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}

/** A chapter's topics and assignments, each a link to its editor, and the links to add one. */
function ChapterContents({ chapter, path }: { chapter: Chapter; path: string }) {
  const { t, lang } = useI18n();
  const name = textIn(chapter.name, lang);
  return (
    <>
      <h4 className="course-ed__sub">{t('courseEditor.topics')}</h4>
      {chapter.topics.length === 0 ? (
        <p className="muted">{t('courseEditor.noTopics')}</p>
      ) : (
        <ol className="course-ed__items" aria-label={t('courseEditor.topicsOf', { name })}>
          {chapter.topics.map((topic) => (
            <li key={topic.id}>
              <Link to={`${path}/topics/${encodeURIComponent(topic.id)}`}>{textIn(topic.name, lang)}</Link>
            </li>
          ))}
        </ol>
      )}
      <h4 className="course-ed__sub">{t('courseEditor.assignments')}</h4>
      {chapter.assignments.length === 0 ? (
        <p className="muted">{t('courseEditor.noAssignments')}</p>
      ) : (
        <ol className="course-ed__items" aria-label={t('courseEditor.assignmentsOf', { name })}>
          {chapter.assignments.map((assignment) => (
            <li key={assignment.id}>
              <Link to={`${path}/assignments/${encodeURIComponent(assignment.id)}`}>{textIn(assignment.title, lang)}</Link>{' '}
              <span className="muted">
                · {t('courseEditor.daysN', { n: assignment.periodInDays })} · {t('courseEditor.submissionsN', { n: assignment.submissions })}
              </span>
            </li>
          ))}
        </ol>
      )}
      <div className="course-ed__actions">
        <Link
          className="button button--secondary button--small"
          to={`${path}/chapters/${encodeURIComponent(chapter.id)}/new-topic`}
          aria-label={t('courseEditor.addTopicTo', { name })}
        >
          + {t('courseEditor.addTopic')}
        </Link>
        <Link
          className="button button--secondary button--small"
          to={`${path}/chapters/${encodeURIComponent(chapter.id)}/new-assignment`}
          aria-label={t('courseEditor.addAssignmentTo', { name })}
        >
          + {t('courseEditor.addAssignment')}
        </Link>
      </div>
    </>
  );
}

interface ChapterNameFormProps {
  idPrefix: string;
  /** The draft's name (draft.ts). */
  form: string;
  initial: Text;
  submit: string;
  /** Saves the name; answers the server's message, throws its refusal. */
  onSave: (name: Text) => Promise<string>;
}

/** A chapter's name in both languages; kept as a draft until saved. */
function ChapterNameForm({ idPrefix, form, initial, submit, onSave }: ChapterNameFormProps) {
  const { t } = useI18n();
  const draft = useDraft(form, () => ({ ...initial }), isText);
  const saving = useSaving();
  useUnsaved(form, draft.drafted);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await saving.run(() => onSave(trimmed(draft.form)));
    if (done) draft.reset(blankText());
  }

  return (
    <form className="course-ed__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextPairFields id={idPrefix} labels={{ en: t('courseEditor.nameEn'), sw: t('courseEditor.nameSw') }} value={draft.form} onChange={draft.change} />
      <FormFooter
        refusal={saving.refusal}
        drafted={draft.drafted}
        restored={draft.restored}
        busy={saving.busy}
        submit={submit}
        onDiscard={() => draft.reset({ ...initial })}
      />
    </form>
  );
}
