import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { KeptNote } from '../../components/KeptNote';
import { Skeleton } from '../../components/Skeleton';
import { TextPairFields } from '../../components/TextPairFields';
import { useTitle } from '../../components/useTitle';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/useOnline';
import { CONTENT_KEY, createChapter, fetchContent, removeChapter, updateChapter, updatePlaybook, type Chapter, type Playbook, type Text } from './api';
import { blankText, chapterBody, findPlaybook, playbookBody, playbookForm, positionChanges, textIn } from './content';
import { isPlaybookForm, isText } from './draft';
import { PlaybookForm } from './PlaybookForm';
import { TOAST_ID } from './PlaybooksPage';
import { useContentBase } from './useContentBase';
import { useDraft } from './useDraft';
import { useKept } from './useKept';
import { useSay } from './useSay';
import './content.css';

/**
 * /coach/playbooks/{playbookId}: the playbook's names and summary, its chapters in order each with
 * its sessions; a chapter added, renamed, moved up or down, or removed while it has no sessions.
 */
export function PlaybookPage() {
  const { t, lang } = useI18n();
  const say = useSay();
  const base = useContentBase();
  const { playbookId = '' } = useParams();
  const content = useKept(CONTENT_KEY, fetchContent);
  const playbook = content.data ? findPlaybook(content.data.value, playbookId) : null;
  useTitle(playbook ? textIn(playbook.name, lang) : t('pbContent.title'));

  const back = (
    <Link className="pb-content__back" to={base}>
      <span aria-hidden="true">←</span>
      {t('pbContent.back')}
    </Link>
  );
  if (!playbook) {
    return (
      <section className="page page--medium pb-content">
        {back}
        {content.loading ? (
          <Skeleton rows={4} label={t('pbContent.loading')} />
        ) : (
          <EmptyState
            title={content.error ? `${t('pbContent.failed')} ${say(errorMessage(content.error))}` : t('pbContent.notFound')}
            action={
              <button type="button" className="button" onClick={content.reload}>
                {t('pbContent.retry')}
              </button>
            }
          />
        )}
      </section>
    );
  }
  return (
    <section className="page page--medium pb-content">
      {back}
      {content.data?.keptAt != null ? <KeptNote at={content.data.keptAt} say={(when) => t('pbContent.kept', { when })} /> : null}
      <h1>{textIn(playbook.name, lang)}</h1>
      <details className="card panel">
        <summary className="panel__summary">{t('pbContent.details')}</summary>
        <div className="panel__body">
          <PlaybookDetails key={playbook._id} playbook={playbook} onSaved={content.reload} />
        </div>
      </details>
      <Chapters playbook={playbook} base={base} onChanged={content.reload} />
      <NewChapter key={`new-${playbook._id}`} playbookId={playbook._id} onSaved={content.reload} />
    </section>
  );
}

function PlaybookDetails({ playbook, onSaved }: { playbook: Playbook; onSaved: () => void }) {
  const { t } = useI18n();
  const say = useSay();
  const draft = useDraft(`playbook:${playbook._id}`, () => playbookForm(playbook), isPlaybookForm);
  return (
    <PlaybookForm
      idPrefix="playbook"
      draft={draft}
      submit={t('pbContent.save')}
      onDiscard={() => draft.reset(playbookForm(playbook))}
      onSave={async (form) => {
        const saved = await updatePlaybook(playbook._id, playbookBody(form));
        draft.reset(playbookBody(form));
        toast.success(say(saved.msg), { id: TOAST_ID });
        onSaved();
      }}
    />
  );
}

function Chapters({ playbook, base, onChanged }: { playbook: Playbook; base: string; onChanged: () => void }) {
  const { t, lang } = useI18n();
  const say = useSay();
  const online = useOnline();
  const [busy, setBusy] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Chapter | null>(null);
  const chapters = playbook.chapters;

  async function move(index: number, delta: number) {
    const chapter = chapters[index];
    if (!chapter) return;
    setBusy(chapter._id);
    try {
      for (const change of positionChanges(chapters, index, delta)) {
        const moving = chapters.find((c) => c._id === change._id);
        if (moving) await updateChapter(moving._id, { name: moving.name, position: change.position });
      }
      toast.success(t('pbContent.moved'), { id: TOAST_ID });
    } catch (failure) {
      toast.error(say(errorMessage(failure)), { id: TOAST_ID });
    } finally {
      setBusy(null);
      onChanged();
    }
  }

  async function remove(chapter: Chapter) {
    setBusy(chapter._id);
    try {
      const answer = await removeChapter(chapter._id);
      toast.success(say(answer.msg), { id: TOAST_ID });
      setRemoving(null);
      onChanged();
    } catch (failure) {
      setRemoving(null);
      toast.error(say(errorMessage(failure)), { id: TOAST_ID });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="card">
      <h2>{t('pbContent.chapters')}</h2>
      {chapters.length === 0 ? <p className="muted">{t('pbContent.noChapters')}</p> : null}
      <ol className="pb-content__chapters" aria-label={t('pbContent.chapters')}>
        {chapters.map((chapter, index) => {
          const name = textIn(chapter.name, lang);
          const headingId = `chapter-${chapter._id}`;
          return (
            <li key={chapter._id} className="pb-content__chapter" data-chapter={chapter._id} aria-labelledby={headingId}>
              <div className="pb-content__chapter-head">
                <h3 id={headingId}>
                  <span className="muted pb-content__chapter-n">{t('pbContent.chapterN', { n: index + 1 })}</span> {name}
                </h3>
                <div className="pb-content__row-actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('pbContent.renameName', { name })}
                    aria-expanded={renaming === chapter._id}
                    onClick={() => setRenaming(renaming === chapter._id ? null : chapter._id)}
                  >
                    {t('pbContent.rename')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('pbContent.moveUpName', { name })}
                    disabled={index === 0 || busy !== null || !online}
                    onClick={() => void move(index, -1)}
                  >
                    <span aria-hidden="true">↑</span> {t('pbContent.moveUp')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('pbContent.moveDownName', { name })}
                    disabled={index === chapters.length - 1 || busy !== null || !online}
                    onClick={() => void move(index, 1)}
                  >
                    <span aria-hidden="true">↓</span> {t('pbContent.moveDown')}
                  </button>
                  {chapter.sessions.length === 0 ? (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={t('pbContent.removeName', { name })}
                      disabled={busy !== null || !online}
                      onClick={() => setRemoving(chapter)}
                    >
                      {t('pbContent.remove')}
                    </button>
                  ) : null}
                </div>
              </div>
              {renaming === chapter._id ? (
                <RenameChapter
                  chapter={chapter}
                  onDone={() => {
                    setRenaming(null);
                    onChanged();
                  }}
                />
              ) : null}
              {chapter.sessions.length === 0 ? (
                <p className="muted">{t('pbContent.noSessions')}</p>
              ) : (
                <ol className="pb-content__sessions" aria-label={t('pbContent.sessions')}>
                  {chapter.sessions.map((session) => (
                    <li key={session._id}>
                      <Link to={`${base}/${playbook._id}/sessions/${session._id}`}>{textIn(session.name, lang)}</Link>
                    </li>
                  ))}
                </ol>
              )}
              <Link
                className="button button--secondary button--small pb-content__add-session"
                to={`${base}/${playbook._id}/chapters/${chapter._id}/new-session`}
                aria-label={t('pbContent.addSessionTo', { name })}
              >
                + {t('pbContent.addSession')}
              </Link>
            </li>
          );
        })}
      </ol>
      {removing ? (
        <ConfirmDialog
          title={t('pbContent.removeChapterTitle', { name: textIn(removing.name, lang) })}
          text={t('pbContent.removeChapterText')}
          confirm={t('pbContent.confirmRemove')}
          cancel={t('pbContent.cancel')}
          busyLabel={t('pbContent.saving')}
          busy={busy !== null}
          onConfirm={() => void remove(removing)}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </div>
  );
}

/** A chapter's name in both languages, typed anew; kept as a draft until saved. */
function ChapterNameForm({
  idPrefix,
  draftName,
  initial,
  submit,
  onSave,
}: {
  idPrefix: string;
  draftName: string;
  initial: Text;
  submit: string;
  onSave: (name: Text) => Promise<string>;
}) {
  const { t } = useI18n();
  const say = useSay();
  const online = useOnline();
  const draft = useDraft(draftName, () => ({ ...initial }), isText);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    setBusy(true);
    try {
      const msg = await onSave(draft.form);
      draft.reset(blankText());
      toast.success(say(msg), { id: TOAST_ID });
    } catch (failure) {
      setRefusal(say(errorMessage(failure)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="pb-content__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextPairFields id={idPrefix} labels={{ en: t('pbContent.nameEn'), sw: t('pbContent.nameSw') }} value={draft.form} onChange={draft.change} maxLength={200} />
      {refusal ? (
        <p className="pb-content__refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="pb-content__actions">
        <button type="submit" className="button" disabled={busy || !online} aria-busy={busy}>
          {busy ? t('pbContent.saving') : submit}
        </button>
      </div>
    </form>
  );
}

function RenameChapter({ chapter, onDone }: { chapter: Chapter; onDone: () => void }) {
  const { t } = useI18n();
  return (
    <div className="pb-content__rename">
      <h4>{t('pbContent.renameTitle')}</h4>
      <ChapterNameForm
        idPrefix={`rename-${chapter._id}`}
        draftName={`chapter:${chapter._id}`}
        initial={chapter.name}
        submit={t('pbContent.save')}
        onSave={async (name) => {
          const saved = await updateChapter(chapter._id, { name: chapterBody(name).name, position: chapter.position });
          onDone();
          return saved.msg;
        }}
      />
    </div>
  );
}

function NewChapter({ playbookId, onSaved }: { playbookId: string; onSaved: () => void }) {
  const { t } = useI18n();
  return (
    <div className="card">
      <h2>{t('pbContent.newChapter')}</h2>
      <ChapterNameForm
        idPrefix="new-chapter"
        draftName={`chapter:new:${playbookId}`}
        initial={blankText()}
        submit={t('pbContent.addChapter')}
        onSave={async (name) => {
          const saved = await createChapter(playbookId, chapterBody(name));
          onSaved();
          return saved.msg;
        }}
      />
    </div>
  );
}
