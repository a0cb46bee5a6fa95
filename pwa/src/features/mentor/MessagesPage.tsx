import { useMemo } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';
import { overviewRead } from './api';
import { conversationsInOrder } from './attention';
import { chatTime } from './chatTime';
import { useLms } from './lms';
import { CountBadge, Loaded } from './parts';
import { threadPath } from './paths';
import { useKept } from '../../lib/useKeptRead';
import './mentor.css';

/** /mentor/messages: a conversation with each trainee, those with unread messages first. */
export function MessagesPage() {
  const { t } = useI18n();
  useTitle(t('mentor.messagesTitle'));
  useLms();
  const read = useKept(useMemo(overviewRead, []));
  return (
    <section className="page page--medium mentor">
      <header className="page__header">
        <h1>{t('mentor.messagesTitle')}</h1>
        <p className="muted">{t('mentor.messagesLead')}</p>
      </header>
      <Loaded read={read} rows={4}>
        {(cohorts) => {
          const trainees = conversationsInOrder(cohorts);
          if (trainees.length === 0) return <EmptyState title={t('mentor.noConversations')} text={t('mentor.noneText')} />;
          return (
            <ul className="card mentor-conversations">
              {trainees.map((trainee) => (
                <li key={trainee.traineeId}>
                  <Link className={trainee.unread > 0 ? 'mentor-conversation mentor-conversation--unread' : 'mentor-conversation'} to={threadPath(trainee.traineeId)}>
                    <span className="mentor-conversation__name">{trainee.name || trainee.email}</span>
                    <span className="mentor-conversation__cohort muted">{trainee.cohortName}</span>
                    <span className="mentor-conversation__when muted">
                      {trainee.lastMessageAt ? t('mentor.lastMessage', { time: chatTime(trainee.lastMessageAt) }) : t('mentor.noMessages')}
                    </span>
                    {trainee.unread > 0 ? <CountBadge count={trainee.unread} label={t('mentor.unreadBadge', { count: trainee.unread })} /> : null}
                  </Link>
                </li>
              ))}
            </ul>
          );
        }}
      </Loaded>
    </section>
  );
}
