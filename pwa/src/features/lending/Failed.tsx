import { useI18n } from '../../lib/i18n';
import './texts';

/** Something that could not load (the toast has the reason) and a way to try again. */
export function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div className="empty" role="alert">
      <p>{t('lending.failed')}</p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        {t('app.retry')}
      </button>
    </div>
  );
}
