import { useI18n } from '../../lib/i18n';
import { showAmount } from './format';
import type { Review } from './wire';

/** Which payment a dialog is about: its amount, phone and receipt. */
export function ReviewSummary({ review }: { review: Review }) {
  const { t } = useI18n();
  return (
    <dl className="pr-summary">
      <div>
        <dt>{t('reviews.amountReceived')}</dt>
        <dd>{showAmount(review)}</dd>
      </div>
      <div>
        <dt>{t('reviews.phone')}</dt>
        <dd>{review.msisdn ?? t('reviews.none')}</dd>
      </div>
      <div>
        <dt>{t('reviews.receipt')}</dt>
        <dd>{review.receipt ?? t('reviews.none')}</dd>
      </div>
    </dl>
  );
}
