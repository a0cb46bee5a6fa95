import { useI18n } from '../../lib/i18n';
// The texts of these screens, and the account messages the server answers with.

/** A list that could not load (the toast has the reason) and a way to try again. */
export function ListFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <div className="empty" role="alert">
      <p>{t('list.failed')}</p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        {t('app.retry')}
      </button>
    </div>
  );
}
