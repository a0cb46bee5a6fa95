import { useMemo, useState } from 'react';
import { formatDate } from '../../lib/core';
import { emptyMessage } from '../../lib/core-playbook';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { feedbackRead } from './api';
import { queuedFeedback } from './feedbackBody';
import { FeedbackForm, type Returned } from './FeedbackForm';
import { FileLinks, Loaded } from './parts';
import { sayMessage } from './say';
import { useKept } from '../../lib/useKeptRead';
import { useMarkSeen } from './useMarkSeen';
import { useQueuedFeedback } from './useQueuedFeedback';
import type { Feedback } from './wire';

/** Both sides' feedback on the session (newest first), the advisor's still waiting to send, and Give feedback. */
export function FeedbackTab({ pairId, sessionId }: { pairId: string; sessionId: string }) {
  const { t, msg, lang } = useI18n();
  const feedback = useKept(useMemo(() => feedbackRead(sessionId, pairId), [sessionId, pairId]));
  const [returned, setReturned] = useState<Returned | null>(null);
  useMarkSeen(pairId, sessionId, 'newFeedback', feedback.data !== null && feedback.keptAt === null);
  const waiting = useQueuedFeedback(sessionId, pairId, {
    sent: () => {
      toast.success(t('advisor.feedbackSent'), { id: 'advisor-feedback' });
      feedback.reload();
    },
    refused: (submission) => {
      const message = sayMessage(submission.message ?? '', lang, t, msg);
      toast.error(t('advisor.refused', { message }), { id: 'advisor-feedback' });
      setReturned({ ...queuedFeedback(submission.body), message, id: submission.id });
    },
  });
  return (
    <>
      {waiting.map((submission) => (
        <WaitingFeedback key={submission.id} body={submission.body} />
      ))}
      <Loaded read={feedback}>
        {(list) =>
          list.length === 0 && waiting.length === 0 ? (
            <p>{emptyMessage('feedback', lang)}</p>
          ) : (
            <ul className="advisor-feedback">
              {list.map((item) => (
                <FeedbackItem key={item.id} item={item} />
              ))}
            </ul>
          )
        }
      </Loaded>
      <FeedbackForm pairId={pairId} sessionId={sessionId} returned={returned} onQueued={() => setReturned(null)} />
    </>
  );
}

function Stars({ rated }: { rated: number }) {
  const { t } = useI18n();
  return (
    <span className="advisor-stars" role="img" aria-label={t('advisor.starsShown', { stars: rated })}>
      {'★'.repeat(rated)}
      <span className="advisor-stars__off">{'★'.repeat(5 - rated)}</span>
    </span>
  );
}

function FeedbackItem({ item }: { item: Feedback }) {
  const { t } = useI18n();
  return (
    <li className={`advisor-feedback__item advisor-feedback__item--${item.from === 'Advisor' ? 'mine' : 'theirs'}`}>
      <p className="advisor-feedback__head">
        <strong>{item.from === 'Advisor' ? t('advisor.fromAdvisor') : t('advisor.fromEntrepreneur')}</strong>
        <Stars rated={item.rated} />
        {item.createdAt ? <span>{formatDate(item.createdAt)}</span> : null}
      </p>
      {item.feedback ? <p className="advisor-plain">{item.feedback}</p> : null}
      <FileLinks ids={item.files} />
    </li>
  );
}

function WaitingFeedback({ body }: { body: Record<string, unknown> }) {
  const { t } = useI18n();
  const shown = queuedFeedback(body);
  return (
    <div className="advisor-waiting" role="status" data-testid="advisor-feedback-waiting">
      <p className="advisor-feedback__head">
        <strong>{t('advisor.waiting')}</strong>
        <Stars rated={shown.rated} />
      </p>
      {shown.feedback ? <p className="advisor-plain">{shown.feedback}</p> : null}
      <p className="advisor-form__note">{t('advisor.waitingText')}</p>
    </div>
  );
}
