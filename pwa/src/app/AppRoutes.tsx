import { Suspense } from 'react';
import { useRoutes } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Loading } from '../components/Loading';
import { useI18n } from '../lib/i18n';
import { routes } from './routes';

/** The spec's routes (spec 000 section 2), from the features' manifests. */
export function AppRoutes() {
  const { t } = useI18n();
  const element = useRoutes(routes);
  return (
    <ErrorBoundary>
      <Suspense fallback={<Loading label={t('app.loading')} />}>{element}</Suspense>
    </ErrorBoundary>
  );
}
