import { useI18n } from '../lib/i18n';
import { useOnline } from '../lib/useOnline';
import { StatusButton } from './StatusButton';

/** People without books on the phone (staff, public pages): nothing online, "Offline" when not. */
export function ConnectionStatus() {
  const { t } = useI18n();
  if (useOnline()) return null;
  return (
    <section className="header-status" aria-label={t('status.connection')}>
      <StatusButton tone="offline" word={t('sync.offline')} name={t('status.name', { state: t('sync.offline') })}>
        <p>{t('app.offline')}</p>
      </StatusButton>
    </section>
  );
}

