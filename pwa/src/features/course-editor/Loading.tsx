import type { ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { useI18n } from '../../lib/i18n';
import { useSay } from './useSay';

interface NotShownProps {
  back: ReactNode;
  loading: boolean;
  error: unknown;
  /** What is missing when it loaded but is not there. */
  notFound: string;
  onRetry: () => void;
}

/** A screen's record while it loads, when it failed (the reason and Try again) or is not there. */
export function NotShown({ back, loading, error, notFound, onRetry }: NotShownProps) {
  const { t } = useI18n();
  const { sayFailure } = useSay();
  return (
    <section className="page page--medium course-ed">
      {back}
      {loading ? (
        <Skeleton rows={5} label={t('courseEditor.loading')} />
      ) : (
        <EmptyState
          title={error ? `${t('courseEditor.failed')} ${sayFailure(error)}` : notFound}
          action={
            <button type="button" className="button" onClick={onRetry}>
              {t('courseEditor.retry')}
            </button>
          }
        />
      )}
    </section>
  );
}
