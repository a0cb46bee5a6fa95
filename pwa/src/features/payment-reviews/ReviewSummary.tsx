import { useI18n } from '../../lib/i18n';
import { Breakable } from './Breakable';
import { showAmount } from './format';
import type { Review } from './wire';

/** Which payment a dialog is about: its amount (unless the dialog shows it its own way), phone, receipt and payer's name. */
export function ReviewSummary({ review, amount = true }: { review: Review; amount?: boolean }) {
  const { t } = useI18n();
  return (
    <dl className="pr-summary">
      {amount ? (
        <div className="pr-summary__wide">
          <dt>{t('reviews.amountReceived')}</dt>
          <dd>
            <Breakable text={showAmount(review)} />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('reviews.phone')}</dt>
        <dd>{review.msisdn ?? t('reviews.none')}</dd>
      </div>
      <div>
        <dt>{t('reviews.receipt')}</dt>
        <dd className="pr-code">{review.receipt ?? t('reviews.none')}</dd>
      </div>
      {review.payerName ? (
        <div>
          <dt>{t('reviews.payer')}</dt>
          <dd>{review.payerName}</dd>
        </div>
      ) : null}
    </dl>
  );
}
