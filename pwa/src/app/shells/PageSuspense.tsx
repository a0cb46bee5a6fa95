import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Loading } from '../../components/Loading';
import { useI18n } from '../../lib/i18n';

/** Keeps the layout on screen while a page's code loads, and if it cannot load. */
export function PageSuspense({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <ErrorBoundary>
      <Suspense fallback={<Loading label={t('app.loading')} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
