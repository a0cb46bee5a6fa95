import { Link } from 'react-router';
import { shortId } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { SHORT_LOAN_ID } from './ApplyDialog';
import { Breakable } from './Breakable';
import { showAmount, showDateTime } from './format';
import { sentTextDiffers, type Review } from './wire';

interface ReviewCardProps {
  review: Review;
  /** The staff area's base path, for the link to a loan. */
  base: string;
  onApply: (review: Review) => void;
  onDismiss: (review: Review) => void;
}

const STATUS_BADGE = { open: 'badge pr-badge--open', applied: 'badge badge--ok', dismissed: 'badge badge--off' } as const;
const STATUS_KEYS = { open: 'reviews.status.open', applied: 'reviews.status.applied', dismissed: 'reviews.status.dismissed' } as const;

/** One payment kept for review: what arrived, why it was held, and what staff did with it or may do. */
export function ReviewCard({ review, base, onApply, onDismiss }: ReviewCardProps) {
  const { t, msg } = useI18n();
  const receipt = review.receipt ?? t('reviews.noReceipt');
  const title = t('reviews.item', { receipt });
  const who = review.resolvedByName ?? t('reviews.someone');
  const when = showDateTime(review.resolvedAt);
  return (
    <li className="card pr-card" aria-label={title}>
      <div className="pr-card__top">
        <div>
          <p className="pr-card__label">{t('reviews.amountReceived')}</p>
          <p className="pr-card__amount">
            <Breakable text={showAmount(review)} />
          </p>
          {sentTextDiffers(review) && review.amount !== null ? (
            <p className="muted pr-card__sent">{t('reviews.sentAs', { text: review.amountText })}</p>
          ) : null}
        </div>
        <span className={STATUS_BADGE[review.status]}>{t(STATUS_KEYS[review.status])}</span>
      </div>
      <p className="pr-card__why">
        <span className="sr-only">{t('reviews.why')}: </span>
        {msg(review.reasonText)}
      </p>
      <dl className="pr-facts">
        <div>
          <dt>{t('reviews.phone')}</dt>
          <dd>{review.msisdn ?? t('reviews.none')}</dd>
        </div>
        {review.payerName ? (
          <div>
            <dt>{t('reviews.payer')}</dt>
            <dd>{review.payerName}</dd>
          </div>
        ) : null}
        <div>
          <dt>{review.channel === 'stk' ? t('reviews.request') : t('reviews.accountTyped')}</dt>
          <dd className="pr-code">{review.reference || t('reviews.none')}</dd>
        </div>
        <div>
          <dt>{t('reviews.receipt')}</dt>
          <dd className="pr-code">{review.receipt ?? t('reviews.none')}</dd>
        </div>
        <div className="pr-facts__wide">
          <dt>{t('reviews.received')}</dt>
          <dd>
            {showDateTime(review.createdAt)} · {t(review.channel === 'stk' ? 'reviews.channel.stk' : 'reviews.channel.c2b')}
          </dd>
        </div>
        {review.loanId ? (
          <div>
            <dt>{t('reviews.forLoan')}</dt>
            <dd>
              <Link to={`${base}/loan/${review.loanId}`}>{review.accountNumber ?? shortId(review.loanId, SHORT_LOAN_ID)}</Link>
            </dd>
          </div>
        ) : null}
      </dl>
      {review.status === 'applied' && review.appliedLoanId ? (
        <p className="pr-card__outcome" role="status">
          {t('reviews.appliedBy', { loan: shortId(review.appliedLoanId, SHORT_LOAN_ID), name: who, when })}{' '}
          <Link to={`${base}/loan/${review.appliedLoanId}`}>{t('reviews.openLoan', { loan: shortId(review.appliedLoanId, SHORT_LOAN_ID) })}</Link>
        </p>
      ) : null}
      {review.status === 'dismissed' ? (
        <div className="pr-card__outcome" role="status">
          <p>{t('reviews.dismissedBy', { name: who, when })}</p>
          {review.note ? (
            <p>
              {t('reviews.note')}: {review.note}
            </p>
          ) : null}
        </div>
      ) : null}
      {review.status === 'open' ? (
        <div className="pr-card__actions">
          <button type="button" className="button button--small" aria-label={t('reviews.applyLabel', { receipt })} onClick={() => onApply(review)}>
            {t('reviews.apply')}
          </button>
          <button
            type="button"
            className="button button--danger button--small"
            aria-label={t('reviews.dismissLabel', { receipt })}
            onClick={() => onDismiss(review)}
          >
            {t('reviews.dismiss')}
          </button>
        </div>
      ) : null}
    </li>
  );
}
