import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { TextField } from '../../components/Field';
import { KeptNote } from '../../components/KeptNote';
import { MarkdownPreview } from '../../components/MarkdownPreview';
import { Skeleton } from '../../components/Skeleton';
import { TextPairFields } from '../../components/TextPairFields';
import { useTitle } from '../../components/useTitle';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/useOnline';
import { CONTENT_KEY, createSession, fetchContent, preview, removeSession, updateSession, type Chapter, type Playbook, type Session } from './api';
import { findPlaybook, findSession, parsePosition, sessionBody, sessionForm, textIn } from './content';
import { isSessionForm } from './draft';
import { TOAST_ID } from './PlaybooksPage';
import { ToolsEditor } from './ToolsEditor';
import { useContentBase } from './useContentBase';
import { useDraft } from './useDraft';
import { useKept } from './useKept';
import { useSay } from './useSay';
import './content.css';

/**
 * /coach/playbooks/{playbookId}/sessions/{sessionId} and …/chapters/{chapterId}/new-session: a
 * session's names, position, information in both languages (core's Markdown, previewed by the
 * server) and its tools checklist; kept as a draft on the device until saved.
 */
export function SessionPage() {
  const { t, lang } = useI18n();
  const say = useSay();
  const base = useContentBase();
  const { playbookId = '', sessionId, chapterId } = useParams();
  const content = useKept(CONTENT_KEY, fetchContent);
  const playbook = content.data ? findPlaybook(content.data.value, playbookId) : null;
  const found = playbook && sessionId ? findSession(playbook, sessionId) : null;
  const chapter = found?.chapter ?? playbook?.chapters.find((c) => c._id === chapterId) ?? null;
  const session = found?.session ?? null;
  const title = session
    ? textIn(session.name, lang)
    : chapter && !sessionId
      ? t('pbContent.newSessionTitle', { chapter: textIn(chapter.name, lang) })
      : t('pbContent.title');
  useTitle(title);

  const back = (
    <Link className="pb-content__back" to={playbook ? `${base}/${playbook._id}` : base}>
      <span aria-hidden="true">←</span>
      {playbook ? t('pbContent.backTo', { name: textIn(playbook.name, lang) }) : t('pbContent.back')}
    </Link>
  );
  if (!playbook || !chapter || (sessionId && !session)) {
    return (
      <section className="page page--medium pb-content">
        {back}
        {content.loading && !content.data ? (
          <Skeleton rows={6} label={t('pbContent.loading')} />
        ) : (
          <EmptyState
            title={content.error ? `${t('pbContent.failed')} ${say(errorMessage(content.error))}` : t('pbContent.sessionNotFound')}
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
      <h1>{title}</h1>
      <SessionEditor
        key={session?._id ?? `new-${chapter._id}`}
        base={base}
        playbook={playbook}
        chapter={chapter}
        session={session}
        icons={content.data?.value.icons ?? []}
        onSaved={content.reload}
      />
    </section>
  );
}

interface SessionEditorProps {
  base: string;
  playbook: Playbook;
  chapter: Chapter;
  session: Session | null;
  icons: readonly string[];
  onSaved: () => void;
}

function SessionEditor({ base, playbook, chapter, session, icons, onSaved }: SessionEditorProps) {
  const { t, lang } = useI18n();
  const say = useSay();
  const online = useOnline();
  const navigate = useNavigate();
  const draft = useDraft(session ? `session:${session._id}` : `session:new:${chapter._id}`, () => sessionForm(session ?? undefined), isSessionForm);
  const { form, change } = draft;
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [positionError, setPositionError] = useState(false);
  const [removing, setRemoving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    const position = parsePosition(form.position);
    setPositionError(position === null);
    if (position === null) return;
    setBusy(true);
    try {
      const body = sessionBody(form);
      const saved = session ? await updateSession(session._id, body) : await createSession(chapter._id, body);
      draft.reset(sessionForm(saved.data));
      toast.success(say(saved.msg), { id: TOAST_ID });
      onSaved();
      if (!session) void navigate(`${base}/${playbook._id}/sessions/${saved.data._id}`, { replace: true });
    } catch (failure) {
      setRefusal(say(errorMessage(failure)));
    } finally {
      setBusy(false);
    }
  }

  async function remove(which: Session) {
    setBusy(true);
    try {
      const answer = await removeSession(which._id);
      draft.reset(sessionForm());
      toast.success(say(answer.msg), { id: TOAST_ID });
      onSaved();
      void navigate(`${base}/${playbook._id}`, { replace: true });
    } catch (failure) {
      setRemoving(false);
      setRefusal(say(errorMessage(failure)));
    } finally {
      setBusy(false);
    }
  }

  const previewing = {
    busyLabel: t('pbContent.previewing'),
    title: t('pbContent.previewTitle'),
    render: preview,
    sayFailure: (failure: unknown) => say(errorMessage(failure)),
  };
  return (
    <form className="pb-content__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="card">
        <TextPairFields
          id="session-name"
          labels={{ en: t('pbContent.nameEn'), sw: t('pbContent.nameSw') }}
          value={form.name}
          maxLength={200}
          onChange={(name) => change((was) => ({ ...was, name }))}
        />
        <TextField
          id="session-position"
          className="pb-content__position"
          label={t('pbContent.position')}
          inputMode="numeric"
          hint={t('pbContent.positionHint')}
          error={positionError ? t('pbContent.positionInvalid') : null}
          value={form.position}
          onChange={(event) => change((was) => ({ ...was, position: event.target.value }))}
        />
      </div>
      <div className="card">
        <TextPairFields
          id="session-info"
          multiline
          rows={10}
          hint={t('pbContent.markdownHelp')}
          labels={{ en: t('pbContent.infoEn'), sw: t('pbContent.infoSw') }}
          value={form.info}
          onChange={(info) => change((was) => ({ ...was, info }))}
        />
        <div className="pb-content__pair">
          <MarkdownPreview id="session-info-en" text={form.info.en} label={t('pbContent.previewEn')} {...previewing} />
          <MarkdownPreview id="session-info-sw" text={form.info.sw} label={t('pbContent.previewSw')} {...previewing} />
        </div>
      </div>
      <ToolsEditor tools={form.tools} icons={icons} saved={session?.tools ?? []} onChange={(tools) => change((was) => ({ ...was, tools }))} />
      <div className="card pb-content__save">
        {refusal ? (
          <p className="pb-content__refusal" role="alert">
            {refusal}
          </p>
        ) : null}
        {draft.drafted ? (
          <p className="muted" role="status">
            {t('pbContent.draftKept')}
          </p>
        ) : null}
        {!online ? (
          <p className="muted" role="status">
            {t('pbContent.offline')}
          </p>
        ) : null}
        <div className="pb-content__actions">
          <button type="submit" className="button" disabled={busy || !online} aria-busy={busy}>
            {busy ? t('pbContent.saving') : t('pbContent.saveSession')}
          </button>
          {draft.drafted ? (
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => draft.reset(sessionForm(session ?? undefined))}>
              {t('pbContent.discard')}
            </button>
          ) : null}
          {session ? (
            <button type="button" className="button button--danger" disabled={busy || !online} onClick={() => setRemoving(true)}>
              {t('pbContent.removeSession')}
            </button>
          ) : null}
        </div>
      </div>
      {removing && session ? (
        <ConfirmDialog
          title={t('pbContent.removeSessionTitle', { name: textIn(session.name, lang) })}
          text={t('pbContent.removeSessionText')}
          confirm={t('pbContent.confirmRemove')}
          cancel={t('pbContent.cancel')}
          busyLabel={t('pbContent.saving')}
          busy={busy}
          onConfirm={() => void remove(session)}
          onClose={() => setRemoving(false)}
        />
      ) : null}
    </form>
  );
}
