import { useEffect, useId, useState, type FormEvent } from 'react';
import { StarRating } from '../../components/StarRating';
import { newId } from '../../lib/core';
import { checkFeedback } from '../../lib/core-playbook';
import { queueSubmission } from '../../lib/files';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { FEEDBACK_PATH, FILE_KIND } from './api';
import { forgetFeedbackDraft, readFeedbackDraft, saveFeedbackDraft } from './draft';
import { FilePicker } from './FilePicker';
import { feedbackBody, feedbackGroup, type Sender } from './queued';

interface FeedbackFormProps {
  sessionId: string;
  pairId: string;
  sender: Sender;
  /** The server refused the last one sent: its message (its stars and text are back in the form). */
  refusal: string | null;
  /** A feedback was queued (a shown refusal is over). */
  onQueued: () => void;
}

/**
 * Add Feedback (spec 001 sections 2.3, 4.3, 5): 1 to 5 stars (core's 'Rate the adviser by clicking
 * any of the stars to continue'), optional text and files, from the entrepreneur; queued on the
 * phone, then the form resets and the rating is cleared. Typed text is kept as a draft meanwhile.
 */
export function FeedbackForm({ sessionId, pairId, sender, refusal, onQueued }: FeedbackFormProps) {
  const { t, lang } = useI18n();
  const id = useId();
  const [draft, setDraft] = useState(() => readFeedbackDraft(sender.userId, sessionId));
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => saveFeedbackDraft(sender.userId, sessionId, draft), [sender.userId, sessionId, draft]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = checkFeedback(draft.rated, draft.feedback, files.length, lang);
    setProblem(found);
    if (found) {
      const focus = found.field === 'rated' ? `input[name="${id}-stars"]` : found.field === 'files' ? `#${CSS.escape(`${id}-files`)}` : `#${CSS.escape(`${id}-text`)}`;
      document.querySelector<HTMLElement>(focus)?.focus();
      return;
    }
    setBusy(true);
    try {
      await queueSubmission({
        group: feedbackGroup(sessionId),
        files: files.map((file) => ({ kind: FILE_KIND, name: file.name, blob: file })),
        method: 'POST',
        path: FEEDBACK_PATH,
        body: feedbackBody({ sessionId, pairId, rated: draft.rated ?? 0, feedback: draft.feedback }, sender, newId()),
        fileFields: { files: files.map((_, index) => index) },
      });
      forgetFeedbackDraft(sender.userId, sessionId);
      setDraft({ rated: null, feedback: '' });
      setFiles([]);
      onQueued();
    } catch {
      toast.error(t('pb.queueFailed'), { id: 'playbook-send' });
    } finally {
      setBusy(false);
    }
  }

  const ratingError = problem?.field === 'rated' ? problem.message : undefined;
  const textError = problem && problem.field !== 'rated' && problem.field !== 'files' ? problem.message : null;
  const filesError = problem?.field === 'files' ? problem.message : null;
  return (
    <form className="card pb-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h3 className="pb-form__title" id={`${id}-title`}>
        {t('pb.fb.add')}
      </h3>
      {refusal ? (
        <p className="pb-refusal" role="alert">
          {t('pb.notSent', { message: refusal })}
        </p>
      ) : null}
      <StarRating
        name={`${id}-stars`}
        value={draft.rated}
        onChange={(rated) => setDraft((was) => ({ ...was, rated }))}
        label={t('pb.fb.rating')}
        starName={(n) => t('pb.fb.star', { n })}
        error={ratingError}
        disabled={busy}
      />
      <div className={textError ? 'field field--error' : 'field'}>
        <label className="field__label" htmlFor={`${id}-text`}>
          {t('pb.fb.text')}
        </label>
        <textarea
          id={`${id}-text`}
          className="input pb-form__text"
          rows={4}
          value={draft.feedback}
          onChange={(event) => {
            const feedback = event.target.value;
            setDraft((was) => ({ ...was, feedback }));
          }}
          aria-invalid={textError ? true : undefined}
          aria-describedby={`${id}-text-message`}
        />
        {textError ? (
          <p className="field__message" id={`${id}-text-message`} role="alert">
            {textError}
          </p>
        ) : (
          <p className="field__hint" id={`${id}-text-message`}>
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
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? t('pb.saving') : t('pb.fb.send')}
      </button>
    </form>
  );
}
