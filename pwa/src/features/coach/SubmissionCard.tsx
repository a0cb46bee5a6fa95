import { useState } from 'react';
import { TextField } from '../../components/Field';
import { checkDecision, stepByNameOrSlug } from '../../lib/core-onboarding';
import { useI18n } from '../../lib/i18n';
import { showDateTime } from '../../lib/nairobiTime';
import { SubmissionFile } from './SubmissionFile';
import { useCoachText } from './useCoachText';
import type { Submission } from './wire';

interface SubmissionCardProps {
  submission: Submission;
  busy: boolean;
  onDecide: (submission: Submission, decision: 'approve' | 'reject', reason: string) => void;
}

/** One submission waiting for review: who, which step, when, the file or the text; Approve, or Reject with a reason. */
export function SubmissionCard({ submission, busy, onDecide }: SubmissionCardProps) {
  const { t, lang } = useI18n();
  const say = useCoachText();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const label = stepLabel(submission, lang);
  const key = `${submission.userId}-${submission.step}`;

  function reject() {
    const problem = checkDecision('pending', 'reject', reason);
    if (problem) {
      setError(say(problem));
      return;
    }
    onDecide(submission, 'reject', reason);
  }

  return (
    <li className="card coach-submission">
      <h2 className="coach-submission__who">{submission.name}</h2>
      <p className="coach-submission__step">
        <strong>{label}</strong>
        {submission.hub ? ` · ${submission.hub}` : ''}
      </p>
      <p className="muted">{t('coach.queue.sent', { when: showDateTime(submission.submittedAt) })}</p>
      <SubmissionFile submission={submission} name={t('coach.queue.fileOf', { step: label, name: submission.name })} />
      {rejecting ? (
        <form
          className="coach-reject"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            reject();
          }}
        >
          <TextField
            id={`reason-${key}`}
            label={t('coach.queue.reason')}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
          />
          <div className="coach-actions">
            <button type="submit" className="button button--danger" disabled={busy}>
              {t('coach.queue.sendReject')}
            </button>
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => setRejecting(false)}>
              {t('coach.queue.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="coach-actions">
          <button type="button" className="button" disabled={busy} onClick={() => onDecide(submission, 'approve', '')}>
            {t('coach.queue.approve')}
          </button>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => setRejecting(true)}>
            {t('coach.queue.reject')}
          </button>
        </div>
      )}
    </li>
  );
}

/** A client step's name in the reader's language; an applicant's question as written. */
export function stepLabel(submission: Pick<Submission, 'step' | 'label'>, lang: 'en' | 'sw'): string {
  return stepByNameOrSlug(submission.step)?.label[lang] ?? (submission.label || submission.step);
}
