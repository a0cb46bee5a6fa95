import { useNavigate } from 'react-router';
import { useTitle } from '../../components/useTitle';
import { nairobiDateParts } from '../../lib/core';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { useSession } from '../../lib/useSession';

const APPLY_PATH = '/dashboard/consumer-credit/apply/calculator';

/** Today's date in words in Nairobi, e.g. "Monday, 24 November 2025". */
function useToday(): string {
  const { t } = useI18n();
  const parts = nairobiDateParts(Date.now() / 1000);
  if (!parts) return '';
  return t('date.long', {
    weekday: t(`date.weekday.${parts.weekday}` as MessageKey),
    day: parts.day,
    month: t(`date.month.${parts.month}` as MessageKey),
    year: parts.year,
  });
}

export function OverviewPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const session = useSession();
  const today = useToday();
  const firstName = session?.user.firstName.trim().split(/\s+/)[0] || t('tools.there');
  useTitle(t('menu.dashboard'));

  return (
    <section className="page">
      <header className="page__header">
        <h1>{t('overview.greeting', { name: firstName })}</h1>
        <p className="muted">{t('overview.today', { date: today })}</p>
      </header>
      <div className="card empty-loan">
        <svg className="empty-loan__icon" width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm0 2v2h16V7H4Zm0 5v5h16v-5H4Zm2 2h5v2H6v-2Z"
          />
        </svg>
        <div className="empty-loan__body">
          <h2>{t('overview.noLoan.title')}</h2>
          <p className="muted">{t('overview.noLoan.text')}</p>
        </div>
        <button type="button" className="button" onClick={() => void navigate(APPLY_PATH)}>
          {t('overview.apply')}
        </button>
      </div>
    </section>
  );
}
