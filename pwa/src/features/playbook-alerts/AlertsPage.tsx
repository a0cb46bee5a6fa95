import { useLocation } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { useTitle } from '../../components/useTitle';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { showDateTime } from '../../lib/nairobiTime';
import { toast } from '../../lib/toast';
import { AlertItem } from './AlertItem';
import { ALL, sideOf } from './alerts';
import { ChannelCard } from './ChannelCard';
import { PlaybookNav } from './PlaybookNav';
import { useAlerts } from './useAlerts';
import './alerts.css';

/**
 * /dashboard/playbook/alerts (the entrepreneur, under the playbook's top buttons) and /advisor/alerts:
 * the person's alerts, newest first, unread ones marked and counted, "Mark as read" one or all, and
 * how they want to be told. Offline, the alerts as last read; marks wait on the device.
 */
export function AlertsPage() {
  const { t, msg } = useI18n();
  const side = sideOf(useLocation().pathname);
  const view = useAlerts();
  useTitle(t('pbAlerts.title'));

  const markRead = (id: string) => {
    view.markRead(id).catch((failure: unknown) => toast.error(`${t('pbAlerts.markFailed')} ${msg(errorMessage(failure))}`, { id: 'playbook-alerts' }));
  };
  const count = view.unread === 0 ? t('pbAlerts.unreadNone') : view.unread === 1 ? t('pbAlerts.unreadOne') : t('pbAlerts.unreadMany', { n: view.unread });

  let list;
  if (!view.alerts) {
    list = view.loading ? (
      <Skeleton rows={3} label={t('pbAlerts.loading')} />
    ) : (
      <EmptyState
        title={`${t('pbAlerts.failed')} ${msg(errorMessage(view.error))}`}
        action={
          <button type="button" className="button" onClick={view.reload}>
            {t('pbAlerts.retry')}
          </button>
        }
      />
    );
  } else if (view.alerts.length === 0) {
    list = <EmptyState title={t('pbAlerts.none')} text={side === 'advisor' ? t('pbAlerts.noneAdvisor') : t('pbAlerts.noneText')} />;
  } else {
    list = (
      <ul className="pb-alerts__list" aria-label={t('pbAlerts.title')}>
        {view.alerts.map((alert) => (
          <AlertItem key={alert._id} alert={alert} side={side} onRead={markRead} />
        ))}
      </ul>
    );
  }

  return (
    <section className="page page--medium pb-alerts">
      {side === 'entrepreneur' ? <PlaybookNav /> : null}
      <header className="page__header pb-alerts__header">
        <div>
          <h1>{t('pbAlerts.title')}</h1>
          <p className="muted">{side === 'advisor' ? t('pbAlerts.leadAdvisor') : t('pbAlerts.lead')}</p>
        </div>
        {view.alerts ? (
          <p className={view.unread > 0 ? 'pb-alerts__count pb-alerts__count--on' : 'pb-alerts__count'} role="status" data-testid="alerts-unread">
            {count}
          </p>
        ) : null}
      </header>
      {view.keptAt !== null ? (
        <p className="card pb-alerts__kept" role="status">
          {t('pbAlerts.kept', { when: showDateTime(Math.floor(view.keptAt / 1000)) })}
        </p>
      ) : null}
      {view.unread > 1 ? (
        <div className="pb-alerts__actions">
          <button type="button" className="button button--secondary" onClick={() => markRead(ALL)}>
            {t('pbAlerts.markAll')}
          </button>
        </div>
      ) : null}
      {list}
      <ChannelCard />
    </section>
  );
}
