import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { useI18n } from '../../lib/i18n';
import { unreadChats } from './alerts';
import { fetchAssignments, fetchMentorChats, keys } from './api';
import { useLms } from './context';
import { showUtc } from './format';
import { assignmentPath, messagesPath } from './paths';
import { Failed } from './ReadState';
import { LmsPage } from './Shell';
import { useKept } from '../../lib/useKept';

/**
 * /dashboard/lms/alerts (spec 002 section 2.6): what is new for the trainee, from what the learning
 * area reads: messages from their mentors not read yet (informative, to the chat), graded
 * assignments (success, with the score) and assignments waiting to be done (warning). Each read is
 * kept on the phone, so the page opens offline with what was last seen. Nothing made up.
 */
export function AlertsPage() {
  const { t } = useI18n();
  return <LmsPage title={t('lms.alerts.title')}>{() => <Alerts />}</LmsPage>;
}

function Alerts() {
  const { t, lang } = useI18n();
  const { course, trainee } = useLms();
  const work = useKept(course ? keys.assignments(course.id) : null, (signal) => fetchAssignments(course?.id ?? '', signal));
  const chats = useKept(keys.mentorChats(trainee.id), (signal) => fetchMentorChats(trainee.cohortId, trainee.id, signal));
  if ((!chats.data && chats.loading) || (course && !work.data && work.loading)) return <Skeleton rows={3} />;

  const unread = chats.data ? unreadChats(chats.data.value) : [];
  const list = work.data?.value ?? [];
  const graded = list.filter((a) => a.state === 'graded');
  const open = list.filter((a) => a.state === 'notAttempted' && a.unlocked);
  const chatsFailed = !chats.data;
  const workFailed = course !== null && !work.data;
  return (
    <>
      {chatsFailed ? <Failed error={chats.error} what="mentors" onRetry={() => void chats.reload()} /> : null}
      {workFailed ? <Failed error={work.error} what="assignments" onRetry={() => void work.reload()} /> : null}
      {unread.length + graded.length + open.length === 0 ? (
        chatsFailed && workFailed ? null : <EmptyState title={t('lms.alerts.none')} />
      ) : (
        <ul className="lms-alerts" data-testid="lms-alerts">
          {unread.map((chat) => (
            <li key={`m-${chat.mentorId}`} className="lms-alert lms-alert--info">
              <Link to={messagesPath(chat.mentorId)}>{t('lms.alerts.unread', { name: chat.name, count: chat.count })}</Link>
              <p className="lms__hint lms-alert__quote">
                “{chat.lastText}” · <time dateTime={new Date(chat.lastAt * 1000).toISOString()}>{showUtc(chat.lastAt)}</time>
              </p>
            </li>
          ))}
          {graded.map((a) => (
            <li key={a.id} className="lms-alert lms-alert--success">
              {t('lms.alerts.graded', { title: a.title[lang] || a.title.en, score: String(a.score) })}
            </li>
          ))}
          {open.map((a) => (
            <li key={a.id} className="lms-alert lms-alert--warning">
              <Link to={assignmentPath(a.id)}>{t('lms.alerts.open', { title: a.title[lang] || a.title.en })}</Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
