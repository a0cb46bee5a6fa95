import { useI18n } from '../../lib/i18n';
import { showDateTime } from '../../lib/nairobiTime';

/** Shown when what is on the page is the copy kept on the phone: says so, and from when. */
export function KeptNote({ at }: { at: number }) {
  const { t } = useI18n();
  return (
    <p className="notice-inline lms__kept" role="status" data-testid="lms-kept">
      {t('lms.kept', { when: showDateTime(Math.floor(at / 1000)) })}
    </p>
  );
}

/** The oldest time among the copies shown, or null when all are the server's answers now. */
export function oldestKept(...times: (number | null | undefined)[]): number | null {
  const kept = times.filter((time): time is number => typeof time === 'number');
  return kept.length ? Math.min(...kept) : null;
}
