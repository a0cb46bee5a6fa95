import { EmptyState } from '../../components/EmptyState';
import { roleLabel } from '../../lib/core';
import { actionNeedsReason } from '../../lib/core-loans';
import { useI18n, type MessageKey } from '../../lib/i18n';
import type { HistoryEntry } from './api';
import { showDateTime } from './format';
import { StatusBadge } from './StatusBadge';
import { stepKey } from './texts';

/** What the text written with a step is: the payout's reference, a required reason, or a note. */
const reasonKey = (action: string): MessageKey =>
  action === 'disburse' ? 'lending.history.reference' : actionNeedsReason(action) ? 'lending.history.reason' : 'lending.history.note';

/** The loan's append-only history: every step with who took it, in which role, when and why. */
export function HistoryList({ entries }: { entries: HistoryEntry[] }) {
  const { t, msg } = useI18n();
  if (entries.length === 0) return <EmptyState title={t('lending.history.none')} />;
  return (
    <ol className="lend-history">
      {entries.map((entry, index) => {
        const key = stepKey(entry.action);
        const role = entry.actorRole === 'system' ? t('lending.history.system') : msg(roleLabel(entry.actorRole) ?? entry.actorRole);
        return (
          <li key={`${entry.at}-${index}`} className="lend-history__item">
            <div className="lend-history__head">
              <span className="lend-strong">{key ? t(key) : entry.action}</span>
              <span className="lend-history__move">
                {entry.fromStatus ? <StatusBadge status={entry.fromStatus} /> : null}
                <span aria-hidden="true">→</span>
                <span className="sr-only">{t('lending.history.to')}</span>
                <StatusBadge status={entry.toStatus} />
              </span>
            </div>
            <p className="lend-history__who">
              {t('lending.history.by', { name: entry.actorName || role, role })}
              {' · '}
              <time dateTime={new Date(entry.at * 1000).toISOString()}>{showDateTime(entry.at)}</time>
            </p>
            {entry.reason ? <p className="lend-history__reason">{t(reasonKey(entry.action), { reason: entry.reason })}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
