import { useI18n } from '../lib/i18n';
import { useOnline } from '../lib/useOnline';

export function OfflineBanner() {
  const { t } = useI18n();
  if (useOnline()) return null;
  return (
    <div className="offline-banner" role="status">
      {t('app.offline')}
    </div>
  );
}
