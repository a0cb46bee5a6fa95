import { useEffect, useId, useState, type FormEvent } from 'react';
import { newId } from '../../lib/core';
import { checkReply } from '../../lib/core-playbook';
import { queueSubmission, type Submission } from '../../lib/files';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { FILE_KIND, REPLY_PATH, type Task } from './api';
import { readReplyDraft, saveReplyDraft } from './draft';
import { FilePicker } from './FilePicker';
import { replyBody, replyGroup, type Sender } from './queued';
import { forgetRefused } from './useWork';

interface ReplyFormProps {
  task: Task;
  sender: Sender;
  submissions: readonly Submission[];
  onQueued: () => void;
  onCancel: () => void;
}

/**
 * A task's reply (spec 001 sections 3 and 5): the response (required: core's 'Response is needed to
 * submit'), optional files; queued on the phone (sent when there is a connection, once). The text is
 * kept as a draft until the server took it.
 */
export function ReplyForm({ task, sender, submissions, onQueued, onCancel }: ReplyFormProps) {
  const { t, lang } = useI18n();
  const id = useId();
  const [response, setResponse] = useState(() => readReplyDraft(sender.userId, task._id).response);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => saveReplyDraft(sender.userId, task._id, { response }), [sender.userId, task._id, response]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = checkReply(false, response, files.length, lang);
    setProblem(found);
    if (found) {
      document.getElementById(found.field === 'files' ? `${id}-files` : `${id}-response`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const group = replyGroup(task._id);
      await forgetRefused(submissions, group);
      await queueSubmission({
        group,
        files: files.map((file) => ({ kind: FILE_KIND, name: file.name, blob: file })),
        method: 'POST',
        path: REPLY_PATH,
        body: replyBody(task, response, sender, newId()),
        fileFields: { files: files.map((_, index) => index) },
      });
      onQueued();
    } catch {
      toast.error(t('pb.queueFailed'), { id: 'playbook-send' });
    } finally {
      setBusy(false);
    }
  }

  const responseError = problem && problem.field !== 'files' ? problem.message : null;
  const filesError = problem?.field === 'files' ? problem.message : null;
  return (
    <form className="pb-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('pb.task.replyTo', { topic: task.topic })}>
      <div className={responseError ? 'field field--error' : 'field'}>
        <label className="field__label" htmlFor={`${id}-response`}>
          {t('pb.task.response')}
        </label>
        <textarea
          id={`${id}-response`}
          className="input pb-form__text"
          rows={5}
          value={response}
          onChange={(event) => setResponse(event.target.value)}
          aria-invalid={responseError ? true : undefined}
          aria-describedby={`${id}-response-message`}
        />
        {responseError ? (
          <p className="field__message" id={`${id}-response-message`} role="alert">
            {responseError}
          </p>
        ) : (
          <p className="field__hint" id={`${id}-response-message`}>
            {t('pb.draftKept')}
          </p>
        )}
      </div>
      <div id={`${id}-files`} tabIndex={-1}>
        <FilePicker files={files} onChange={setFiles} disabled={busy} />
        {filesError ? (
          <p className="field__message" role="alert">
            {filesError}
          </p>
        ) : null}
      </div>
      <div className="pb-form__actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? t('pb.saving') : t('pb.task.send')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
          {t('pb.cancel')}
        </button>
      </div>
    </form>
  );
}

