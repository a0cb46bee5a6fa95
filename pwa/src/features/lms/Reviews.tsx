import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { StarRating } from '../../components/StarRating';
import { newId } from '../../lib/core';
import { dismissSubmission, queueSubmission, useSubmissions, type Submission } from '../../lib/files';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useKept } from '../../lib/useKept';
import { useOnline } from '../../lib/useOnline';
import { fetchReviews, keys } from './api';
import { useLms } from './context';
import { sayMessage } from './messages';
import { queuedReviews, REVIEW_GROUP, reviewBody, reviewGroup, type QueuedReview } from './queued';
import { ReadState } from './ReadState';
import { checkReview } from './rules';

const NONE: readonly Submission[] = [];

/**
 * A topic's Reviews tab (spec 002 sections 4.5, 5.5): the trainee's reviews and the form (stars and a
 * comment, core's `checkReview`: 'Fill all fields' first). A review goes through the file queue with
 * a `submissionId` (stored once by the server), so one written in airplane mode waits on the phone,
 * shown as waiting, and is sent once when the connection is back. The form resets once it is queued.
 */
export function Reviews({ topicId }: { topicId: string }) {
  const { t, lang, msg } = useI18n();
  const { trainee } = useLms();
  const online = useOnline();
  const read = useKept(keys.reviews(topicId), (signal) => fetchReviews(topicId, trainee.id, signal));
  const all = useSubmissions(REVIEW_GROUP) ?? NONE;
  const queued = useMemo(() => queuedReviews(all, topicId), [all, topicId]);
  const waiting = queued.filter((r) => r.state === 'waiting');
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Each settled review told once: sent (the list read again, then forgotten) or refused (its
  // message, and what was typed handed back to send again).
  const told = useRef(new Set<string>());
  const { reload } = read;
  useEffect(() => {
    for (const review of queued) {
      if (review.state === 'waiting' || told.current.has(review.id)) continue;
      told.current.add(review.id);
      if (review.state === 'sent') {
        toast.success(t('lms.topic.reviewSent'), { id: 'lms-review' });
        void reload().finally(() => void dismissSubmission(review.id));
      } else {
        const message = sayMessage(review.message || 'An error occurred. Please try again.', lang, msg);
        toast.error(message, { id: 'lms-review' });
        setRefusal(message);
        setComment((was) => (was.trim() ? was : review.comment));
        setRating((was) => was ?? (review.rating || null));
        void dismissSubmission(review.id);
      }
    }
  }, [queued, reload, t, lang, msg]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkReview(trainee.id, topicId, rating, comment);
    if (!checked.ok) {
      setProblem(checked.problem);
      toast.error(sayMessage(checked.problem.message, lang, msg), { id: 'lms-review' });
      return;
    }
    setProblem(null);
    setRefusal(null);
    setBusy(true);
    try {
      await queueSubmission({
        group: reviewGroup(topicId),
        files: [],
        method: 'POST',
        path: `/lms/topics/${encodeURIComponent(topicId)}/reviews`,
        body: reviewBody(trainee.id, checked.rating, checked.comment, newId()),
        fileFields: {},
      });
      setRating(null);
      setComment('');
    } catch {
      toast.error(sayMessage('An error occurred. Please try again.', lang, msg), { id: 'lms-review' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="stack">
      <form className="lms-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('lms.topic.reviewForm')}>
        {refusal ? (
          <p className="lms-refusal" role="alert">
            {refusal}
          </p>
        ) : null}
        <StarRating
          name="lms-review-rating"
          value={rating}
          onChange={setRating}
          label={t('lms.topic.rating')}
          starName={(stars) => t('lms.topic.stars', { stars })}
          error={problem?.field === 'rating' ? sayMessage(problem.message, lang, msg) : undefined}
          disabled={busy}
        />
        <div className={problem?.field === 'comment' ? 'field field--error' : 'field'}>
          <label className="field__label" htmlFor="lms-review-comment">
            {t('lms.topic.comment')}
          </label>
          <textarea id="lms-review-comment" className="input lms-form__text" rows={3} value={comment} onChange={(e) => setComment(e.target.value)} disabled={busy} />
          {problem?.field === 'comment' ? (
            <p className="field__message" role="alert">
              {sayMessage(problem.message, lang, msg)}
            </p>
          ) : null}
        </div>
        {waiting.length > 0 ? (
          <p className="lms-waiting" role="status" data-testid="lms-review-waiting">
            {online ? t('lms.sending') : t('lms.topic.reviewWaiting')}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? t('lms.sending') : t('lms.topic.sendReview')}
        </button>
      </form>
      {waiting.length > 0 ? (
        <ul className="lms-reviews" aria-label={t('lms.waiting')}>
          {waiting.map((review) => (
            <ReviewItem key={review.id} review={review} note={t('lms.waiting')} />
          ))}
        </ul>
      ) : null}
      <ReadState read={read} what="review" rows={2}>
        {(list) =>
          list.length === 0 ? null : (
            <ul className="lms-reviews">
              {list.map((review, i) => (
                <ReviewItem key={`${review.createdAt}-${i}`} review={review} />
              ))}
            </ul>
          )
        }
      </ReadState>
    </div>
  );
}

function ReviewItem({ review, note }: { review: Pick<QueuedReview, 'rating' | 'comment'>; note?: string }) {
  const { t } = useI18n();
  return (
    <li className={note ? 'lms-review lms-review--waiting' : 'lms-review'}>
      <span className="lms-review__stars" aria-label={t('lms.topic.stars', { stars: review.rating })}>
        {'★'.repeat(review.rating)}
        <span className="lms-review__off">{'★'.repeat(Math.max(0, 5 - review.rating))}</span>
      </span>
      <p>{review.comment}</p>
      {note ? <p className="lms__hint">{note}</p> : null}
    </li>
  );
}
