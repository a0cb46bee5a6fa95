import { startTransition, Suspense, useEffect, useState } from 'react';
import { useRoutes } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Loading } from '../components/Loading';
import { useI18n } from '../lib/i18n';
import { currentRoutes, subscribeRoutes } from './routes';

/** The spec's routes (spec 000 section 2), from the features' manifests loaded so far. */
export function AppRoutes() {
  const { t } = useI18n();
  const [routes, setRoutes] = useState(currentRoutes);
  useEffect(() => {
    // A transition: when a role's routes arrive, the Skeleton stays until the screen's code is in,
    // instead of giving way to the page's loading state first.
    const update = () => startTransition(() => setRoutes(currentRoutes()));
    update();
    return subscribeRoutes(update);
  }, []);
  const element = useRoutes(routes);
  return (
    <ErrorBoundary>
      <Suspense fallback={<Loading label={t('app.loading')} />}>{element}</Suspense>
    </ErrorBoundary>
  );
}
