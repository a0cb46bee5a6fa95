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

/** Waits for the core rules and the language, then runs the router. */
export function App({ boot }: { boot: Promise<void> }) {
  const { t } = useI18n();
  const [state, setState] = useState<BootState>('loading');
  const [attempt, setAttempt] = useState<Promise<void>>(boot);

  useEffect(() => {
    let live = true;
    attempt.then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

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
      <UpdatePrompt />
      <OfflineReady />
    </>
  );
}
