import { EmptyState } from '../../components/EmptyState';
import { emptyMessage } from '../../lib/core-playbook';
import { useI18n } from '../../lib/i18n';
import { showDateTime } from '../../lib/nairobiTime';
import { FeedbackForm } from './FeedbackForm';
import { FileLinks } from './FileLinks';
import type { Sender, ShownFeedback } from './queued';

interface FeedbackTabProps {
  feedback: readonly ShownFeedback[];
  sessionId: string;
  pairId: string;
  sender: Sender;
  refusal: string | null;
  /** Changes when a refused feedback's text was put back, so the form reads it again. */
  formKey: number;
  onQueued: () => void;
}

/** The session's feedback (both sides), newest first, and Add Feedback (spec 001 section 2.3). */
export function FeedbackTab({ feedback, sessionId, pairId, sender, refusal, formKey, onQueued }: FeedbackTabProps) {
  const { t, lang } = useI18n();
  return (
    <div className="stack">
      {feedback.length === 0 ? (
        <EmptyState title={emptyMessage('feedback', lang)} />
      ) : (
        <ul className="pb-feedback">
          {feedback.map((given) => (
            <li key={given._id} className={given.waiting ? 'card pb-given pb-given--waiting' : 'card pb-given'} data-testid={given.waiting ? 'pb-feedback-waiting' : undefined}>
              <p className="pb-given__head">
                <span className="pb-given__stars" role="img" aria-label={t('pb.fb.star', { n: given.rated })}>
                  {'★'.repeat(given.rated)}
                  <span className="pb-given__off">{'★'.repeat(Math.max(0, 5 - given.rated))}</span>
                </span>
                <span className="pb-given__from">{given.from === 'Advisor' ? t('pb.fb.fromAdvisor') : t('pb.fb.fromYou')}</span>
                {given.waiting ? <span className="pb-status pb-status--waiting">{t('pb.waiting')}</span> : null}
              </p>
              {given.feedback ? <p className="pb-plain">{given.feedback}</p> : null}
              <FileLinks ids={given.files} />
              <p className="muted pb-given__date">{showDateTime(given.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
      <FeedbackForm key={`${sessionId}:${formKey}`} sessionId={sessionId} pairId={pairId} sender={sender} refusal={refusal} onQueued={onQueued} />
    </div>
  );
}
