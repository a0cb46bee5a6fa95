import { useCallback, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { Loading } from '../components/Loading';
import { Toaster } from '../components/Toaster';
import { loadCore } from '../lib/core';
import { initLanguage, useI18n } from '../lib/i18n';
import { refreshUser } from '../lib/auth';
import { AppRoutes } from './AppRoutes';
import { OfflineReady } from './OfflineReady';
import { UpdatePrompt } from './UpdatePrompt';

type BootState = 'loading' | 'ready' | 'failed';

/** Two frames after `loaded`: the first screen is on the glass. */
function usePainted(loaded: Promise<void>): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    void loaded.then(() => requestAnimationFrame(() => requestAnimationFrame(() => live && setPainted(true))));
    return () => {
      live = false;
    };
  }, [loaded]);
  return painted;
}

/**
 * Waits for the core rules and the language, then runs the router. The service worker's install and
 * the offline downloads start once the first screen has painted, so they do not share its link.
 */
export function App({ boot, firstScreen }: { boot: Promise<void>; firstScreen: Promise<void> }) {
  const { t } = useI18n();
  const [state, setState] = useState<BootState>('loading');
  const [attempt, setAttempt] = useState<Promise<void>>(boot);
  const offlineWork = usePainted(firstScreen);

  useEffect(() => {
    let live = true;
    // The first screen's code is in before the router renders: it shows in one paint.
    Promise.all([attempt, firstScreen]).then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [attempt, firstScreen]);

  useEffect(() => {
    if (state === 'ready') void refreshUser();
  }, [state]);

  const retry = useCallback(() => {
    setState('loading');
    setAttempt(Promise.all([loadCore(), initLanguage()]).then(() => undefined));
  }, []);

  return (
    <>
      {state === 'ready' ? (
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      ) : state === 'loading' ? (
        <Loading label={t('app.loading')} />
      ) : (
        <div className="boot-failed" role="alert">
          <p>{t('app.failed')}</p>
          <button type="button" className="button" onClick={retry}>
            {t('app.retry')}
          </button>
        </div>
      )}
      <Toaster />
      {offlineWork ? <UpdatePrompt /> : null}
      {offlineWork ? <OfflineReady /> : null}
    </>
  );
}
