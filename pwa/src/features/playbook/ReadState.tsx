/**
 * A read's states: the skeleton while it loads, the spec's error block in place of the data when it
 * failed (spec 001 section 8: the server's message, or that the page needs the connection once),
 * else the data.
 */
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { useI18n } from '../../lib/i18n';
import { failureOf, sayMessage } from './messages';
import type { Kept } from '../../lib/useKept';

export function Failed({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t, lang, msg } = useI18n();
  const failure = failureOf(error);
  const title = failure.kind === 'offline' ? t('pb.offlineFirst') : sayMessage(failure.english, lang, msg);
  return (
    <div className="pb__failed" data-testid="pb-failed">
      <EmptyState
        title={title}
        action={
          onRetry ? (
            <button type="button" className="button button--secondary" onClick={onRetry}>
              {t('pb.retry')}
            </button>
          ) : undefined
        }
      />
    </div>
  );
}

interface ReadStateProps<T> {
  read: Kept<T>;
  rows?: number;
  children: (value: T) => ReactNode;
}

export function ReadState<T>({ read, rows = 3, children }: ReadStateProps<T>) {
  if (read.data) return <>{children(read.data.value)}</>;
  if (read.loading) return <Skeleton rows={rows} />;
  return <Failed error={read.error} onRetry={() => void read.reload()} />;
}
