import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { nairobiClock } from '../../lib/nairobiTime';
import { alertLink, type Side } from './alerts';
import { fetchPlace, type Alert } from './api';

interface AlertItemProps {
  alert: Alert;
  side: Side;
  onRead: (id: string) => void;
}

/**
 * One alert: unread ones stand out (a mark, "Unread" for screen readers, bold). Open marks it read and
 * goes to what it is about; for the entrepreneur the session's playbook and chapter are asked for
 * first (My Playbooks when that fails or the alert names no session).
 */
export function AlertItem({ alert, side, onRead }: AlertItemProps) {
  const { t, msg } = useI18n();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const link = alertLink(side, alert);

  async function open(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (!alert.read) onRead(alert._id);
    if (side === 'advisor' || !alert.sessionId) {
      void navigate(link);
      return;
    }
    setOpening(true);
    const place = await fetchPlace(alert.sessionId).catch(() => null);
    void navigate(alertLink(side, alert, place));
  }

  // The title in the language shown (core's alert titles, by their English); the body as written.
  const title = msg(alert.title);
  const when = `${formatDate(alert.createdAt)} ${nairobiClock(alert.createdAt * 1000)}`;
  return (
    <li className={alert.read ? 'card pb-alerts__item' : 'card pb-alerts__item pb-alerts__item--unread'} data-alert={alert._id} data-kind={alert.kind}>
      <div className="pb-alerts__head">
        {alert.read ? null : (
          <span className="pb-alerts__dot" aria-hidden="true" />
        )}
        <h2 className="pb-alerts__title">
          {alert.read ? null : <span className="sr-only">{`${t('pbAlerts.new')}: `}</span>}
          {title}
        </h2>
      </div>
      <p className="pb-alerts__body">{alert.body}</p>
      <p className="muted pb-alerts__when">
        <time dateTime={new Date(alert.createdAt * 1000).toISOString()}>{when}</time>
      </p>
      <div className="pb-alerts__actions">
        <Link className="button" to={link} onClick={(event) => void open(event)} aria-label={t('pbAlerts.openName', { title })} aria-busy={opening}>
          {opening ? t('pbAlerts.opening') : t('pbAlerts.open')}
        </Link>
        {alert.read ? null : (
          <button type="button" className="button button--secondary" onClick={() => onRead(alert._id)} aria-label={t('pbAlerts.markReadName', { title })}>
            {t('pbAlerts.markRead')}
          </button>
        )}
      </div>
    </li>
  );
}
