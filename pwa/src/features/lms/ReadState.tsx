/**
 * A read's states: the skeleton while it loads, the spec's failure text in place of the data when it
 * failed (8.5: 'Something went wrong with fetching …', or that the page needs the connection once),
 * else the data.
 */
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { useI18n } from '../../lib/i18n';
import { failureOf, sayMessage } from './messages';
import type { Kept } from '../../lib/useKept';

export function Failed({ error, what, onRetry }: { error: unknown; what: string; onRetry?: () => void }) {
  const { t, lang, msg } = useI18n();
  const failure = failureOf(error);
  const title = failure.kind === 'offline' ? t('lms.offlineFirst') : sayMessage(`Something went wrong with fetching ${what}`, lang, msg);
  const detail = failure.kind === 'message' && failure.english !== 'An unexpected error occurred' ? sayMessage(failure.english, lang, msg) : undefined;
  return (
    <div className="lms__failed" data-testid="lms-failed">
      <EmptyState
        title={title}
        text={detail}
        action={
          onRetry ? (
            <button type="button" className="button button--secondary" onClick={onRetry}>
              {t('lms.retry')}
            </button>
          ) : undefined
        }
      />
    </div>
  );
}

interface ReadStateProps<T> {
  read: Kept<T>;
  /** The spec's word for what is read: 'assignments', 'chapters', 'topics', 'content'… */
  what: string;
  rows?: number;
  children: (value: T) => ReactNode;
}

export function ReadState<T>({ read, what, rows = 3, children }: ReadStateProps<T>) {
  if (read.data) return <>{children(read.data.value)}</>;
  if (read.loading) return <Skeleton rows={rows} />;
  return <Failed error={read.error} what={what} onRetry={() => void read.reload()} />;
}
