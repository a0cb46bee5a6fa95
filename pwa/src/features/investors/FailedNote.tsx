/** A read that failed: the server's or the connection's message translated (else the page's), and Try again. */
import { useI18n } from '../../lib/i18n';
import { messageOf } from './failure';

export function FailedNote({ error, text, onRetry }: { error: unknown; text: string; onRetry: () => void }) {
  const { t, msg } = useI18n();
  const own = messageOf(error);
  return (
    <div className="investors__failed notice-inline" role="alert">
      <p>{own ? msg(own) : text}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('investors.retry')}
      </button>
    </div>
  );
}
