import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { StarRating } from '../../components/StarRating';
import { newId } from '../../lib/core';
import { checkFeedback } from '../../lib/core-playbook';
import { queueSubmission } from '../../lib/files';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/useSession';
import { feedbackGroup } from './api';
import { draftKey, forgetDraft, readDraft, saveDraft } from './draft';
import { ACCEPT, feedbackBody, MAX_FILE_BYTES, UPLOAD_KIND } from './feedbackBody';

/** A queued feedback the server refused: what was typed, handed back to the form with the reason. */
export interface Returned {
  id: string;
  rated: number;
  feedback: string;
  message: string;
}

type Problems = Partial<Record<'rated' | 'feedback' | 'file', string>>;

/**
 * Give feedback: stars, text and files, checked by core's `checkFeedback`, then put in the file
 * queue (JSON form, `from: 'Advisor'`), so it waits on this device through a bad connection and is
 * stored once. The form resets and the rating clears once queued (spec 001 section 4.3).
 */
export function FeedbackForm({ pairId, sessionId, returned, onQueued }: { pairId: string; sessionId: string; returned: Returned | null; onQueued: () => void }) {
  const { t, lang } = useI18n();
  const session = useSession();
  const userId = session?.user.user_id ?? '';
  const key = draftKey('feedback', userId, pairId, sessionId);
  const [rated, setRated] = useState<number | null>(() => Number(readDraft(key)?.rated) || null);
  const [text, setText] = useState(() => readDraft(key)?.feedback ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => saveDraft(key, { rated: rated ? String(rated) : '', feedback: text }), [key, rated, text]);

  // A refused feedback comes back to be fixed and sent again, unless something new is being typed.
  useEffect(() => {
    if (!returned) return;
    setRated((was) => was ?? (returned.rated || null));
    setText((was) => (was.trim() ? was : returned.feedback));
  }, [returned]);

  function check(nextRated: number | null, nextText: string, nextFiles: readonly File[]): Problems {
    const found: Problems = {};
    const problem = checkFeedback(nextRated, nextText, nextFiles.length, lang, 'advisor');
    if (problem) found[problem.field === 'rated' || problem.field === 'feedback' ? problem.field : 'file'] = problem.message;
    const big = nextFiles.find((file) => file.size > MAX_FILE_BYTES);
    if (big && !found.file) found.file = t('advisor.tooBig', { name: big.name });
    return found;
  }

  function chooseFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...files, ...Array.from(event.target.files ?? [])];
    event.target.value = '';
    setFiles(chosen);
    setProblems(check(rated, text, chosen));
  }

  function removeFile(index: number) {
    const next = files.filter((_, i) => i !== index);
    setFiles(next);
    if (problems.file) setProblems(check(rated, text, next));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = check(rated, text, files);
    setProblems(found);
    if (found.rated) return document.querySelector<HTMLInputElement>('input[name="advisor-rating"]')?.focus();
    if (found.feedback) return document.getElementById('advisor-feedback-text')?.focus();
    if (found.file || rated === null) return fileInput.current?.focus();
    setBusy(true);
    try {
      await queueSubmission({
        group: feedbackGroup(sessionId, pairId),
        files: files.map((file) => ({ kind: UPLOAD_KIND, name: file.name, blob: file })),
        method: 'POST',
        path: '/playbook/add-feedback',
        body: feedbackBody({ submissionId: newId(), rated, feedback: text, sessionId, pairingId: pairId, userId, email: session?.user.email ?? '' }),
        fileFields: { files: files.map((_, index) => index) },
      });
      forgetDraft(key);
      onQueued();
      setRated(null);
      setText('');
      setFiles([]);
    } catch {
      toast.error(t('advisor.queueFailed'), { id: 'advisor-feedback' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="advisor-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="advisor-feedback-title">
      <h3 id="advisor-feedback-title">{t('advisor.giveFeedback')}</h3>
      {returned ? (
        <p className="advisor-refusal" role="alert">
          {t('advisor.refused', { message: returned.message })}
        </p>
      ) : null}
      <StarRating
        name="advisor-rating"
        value={rated}
        label={t('advisor.rating')}
        starName={(stars) => t('advisor.stars', { stars })}
        error={problems.rated}
        onChange={(stars) => {
          setRated(stars);
          if (problems.rated) setProblems(check(stars, text, files));
        }}
      />
      <div className={problems.feedback ? 'field field--error' : 'field'}>
        <label className="field__label" htmlFor="advisor-feedback-text">
          {t('advisor.feedbackText')}
        </label>
        <textarea
          id="advisor-feedback-text"
          className="input"
          rows={4}
          value={text}
          aria-invalid={problems.feedback ? true : undefined}
          aria-describedby={problems.feedback ? 'advisor-feedback-text-message' : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {problems.feedback ? (
          <p id="advisor-feedback-text-message" className="field__message">
            {problems.feedback}
          </p>
        ) : null}
      </div>
      <div className={problems.file ? 'field field--error' : 'field'}>
        <label className="field__label" htmlFor="advisor-feedback-files">
          {t('advisor.files')}
        </label>
        <input
          ref={fileInput}
          id="advisor-feedback-files"
          className="input"
          type="file"
          multiple
          accept={ACCEPT}
          aria-describedby={problems.file ? 'advisor-feedback-files-message' : undefined}
          onChange={chooseFiles}
        />
        {files.length > 0 ? (
          <ul className="advisor-chosen" aria-label={t('advisor.filesChosen', { count: files.length })}>
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <span>{file.name}</span>
                <button type="button" className="button button--small button--ghost" onClick={() => removeFile(index)} aria-label={t('advisor.removeFile', { name: file.name })}>
                  ✕
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {problems.file ? (
          <p id="advisor-feedback-files-message" className="field__message">
            {problems.file}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary advisor-form__submit" disabled={busy} aria-busy={busy}>
        {busy ? t('advisor.sendingFeedback') : t('advisor.sendFeedback')}
      </button>
    </form>
  );
}
