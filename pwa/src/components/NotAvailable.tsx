import { Link } from 'react-router';
import { landingPath } from '../lib/core';
import { useI18n, type MessageKey } from '../lib/i18n';
import { useSession } from '../lib/useSession';
import { useTitle } from './useTitle';

/** The one shared page for every area that is not built yet: names the area, pretends nothing. */
export function NotAvailable({ area }: { area: MessageKey }) {
  const { t } = useI18n();
  const session = useSession();
  const areaName = t(area);
  const home = (session && landingPath(session.user.role)) ?? '/';
  useTitle(areaName);
  return (
    <section className="page page--narrow">
      <div className="card notice">
        <svg className="notice__icon" width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z"
          />
        </svg>
        <h1>{t('notAvailable.title', { area: areaName })}</h1>
        <p>{t('notAvailable.text')}</p>
        <Link className="button button--secondary" to={home}>
          {t('notAvailable.back')}
        </Link>
      </div>
    </section>
  );
}
