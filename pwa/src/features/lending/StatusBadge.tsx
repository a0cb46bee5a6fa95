import { statusLabel } from '../../lib/core-loans';
import { useI18n } from '../../lib/i18n';
import './texts';

/** Colour groups of the badges (looks only). */
const TONE: Readonly<Record<string, string>> = {
  pending: 'wait',
  under_review: 'wait',
  recommended: 'wait',
  returned: 'warn',
  approved: 'ok',
  active: 'ok',
  closed: 'done',
  rejected: 'off',
  withdrawn: 'done',
  written_off: 'off',
};

/** A loan status in start case (core), in the user's language. */
export function StatusBadge({ status }: { status: string }) {
  const { msg } = useI18n();
  return <span className={`lend-badge lend-badge--${TONE[status] ?? 'done'}`}>{msg(statusLabel(status))}</span>;
}
