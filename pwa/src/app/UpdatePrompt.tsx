import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useI18n } from '../lib/i18n';
import { setShellReady } from '../lib/offline/readiness';

/**
 * When a new version is waiting, asks before reloading: the page reloads only when the user presses
 * Update, so a half-filled form is never lost. Tells the offline readiness when the public shell is
 * precached (see OfflineReady).
 */
export function UpdatePrompt() {
  const { t } = useI18n();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      // Look for a new version every hour while the app stays open.
      if (registration) setInterval(() => void registration.update().catch(() => undefined), 60 * 60 * 1000);
    },
  });

  useEffect(() => {
    // A service worker that controls the page was installed before: its precache is complete.
    if (offlineReady || navigator.serviceWorker?.controller) setShellReady();
    if (offlineReady) setOfflineReady(false);
  }, [offlineReady, setOfflineReady]);

  if (!needRefresh) return null;
  return (
    <div className="update-banner" role="region" aria-label={t('update.text')}>
      <p className="update-banner__text">{t('update.text')}</p>
      <div className="update-banner__actions">
        <button type="button" className="button button--small" onClick={() => void updateServiceWorker(true)}>
          {t('update.update')}
        </button>
        <button type="button" className="button button--small button--ghost" onClick={() => setNeedRefresh(false)}>
          {t('update.later')}
        </button>
      </div>
    </div>
  );
}
