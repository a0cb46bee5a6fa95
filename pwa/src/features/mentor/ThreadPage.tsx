import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/useSession';
import { overviewRead, type Chat } from './api';
import { everyTrainee } from './attention';
import { chatTime } from './chatTime';
import { Composer } from './Composer';
import { useLms } from './lms';
import { KeptNote, Loaded } from './parts';
import { MESSAGES } from './paths';
import { sayFailure } from './say';
import { useKept } from '../../lib/useKeptRead';
import { queuedText, useQueuedMessages } from './useQueuedMessages';
import { useThread } from './useThread';
import type { Trainee } from './wire';
import './mentor.css';

/** /mentor/messages/:traineeId: the chat with one trainee, polled while open, and a message to send. */
export function ThreadPage() {
  const { t } = useI18n();
  useLms();
  const { traineeId = '' } = useParams();
  const cohorts = useKept(useMemo(overviewRead, []));
  const trainee = cohorts.data ? (everyTrainee(cohorts.data).find((p) => p.traineeId === traineeId) ?? null) : null;
  useTitle(trainee ? t('mentor.threadTitle', { name: trainee.name || trainee.email }) : t('mentor.messagesTitle'));
  return (
    <section className="page page--medium mentor">
      <p className="mentor__back">
        <Link to={MESSAGES}>{t('mentor.backToMessages')}</Link>
      </p>
      <Loaded read={cohorts} rows={4}>
        {() => (trainee ? <Thread trainee={trainee} /> : <EmptyState title={t('mentor.unknownTrainee')} />)}
      </Loaded>
    </section>
  );
}

function Thread({ trainee }: { trainee: Trainee }) {
  const { t, lang, msg } = useI18n();
  const mentorId = useSession()?.user.user_id ?? '';
  const chat = useMemo((): Chat => ({ cohortId: trainee.cohortId, mentorId, traineeId: trainee.traineeId }), [trainee.cohortId, trainee.traineeId, mentorId]);
  const thread = useThread(chat);
  const [returned, setReturned] = useState<{ id: string; text: string; message: string } | null>(null);
  const waiting = useQueuedMessages(trainee.traineeId, {
    sent: () => thread.refresh(),
    refused: (submission) => setReturned({ id: submission.id, text: queuedText(submission), message: submission.message ?? '' }),
  });
  const name = trainee.name || trainee.email;
  return (
    <>
      <header className="page__header">
        <h1>{t('mentor.threadTitle', { name })}</h1>
        <p className="muted">{trainee.cohortName}</p>
      </header>
      <KeptNote at={thread.keptAt} />
      {thread.messages === null ? (
        thread.loading ? (
          <Skeleton rows={4} label={t('mentor.loading')} />
        ) : (
          <EmptyState
            title={thread.error ? sayFailure(thread.error, lang, msg) : t('mentor.failed')}
            action={
              <button type="button" className="button" onClick={thread.refresh}>
                {t('mentor.retry')}
              </button>
            }
          />
        )
      ) : (
        <ol className="mentor-chat" aria-label={t('mentor.threadTitle', { name })} aria-live="polite">
          {thread.messages.length === 0 && waiting.length === 0 ? <li className="mentor-chat__empty muted">{t('mentor.threadEmpty')}</li> : null}
          {thread.messages.map((m) => (
            <li key={m.id} className={`mentor-bubble mentor-bubble--${m.sender}`}>
              <span className="mentor-bubble__who">{m.sender === 'mentor' ? t('mentor.you') : name}</span>
              <p className="mentor-bubble__text">{m.text}</p>
              <time className="mentor-bubble__time" dateTime={new Date(m.createdAt * 1000).toISOString()}>
                {t('mentor.at', { time: chatTime(m.createdAt) })}
              </time>
            </li>
          ))}
          {waiting.map((submission) => (
            <li key={submission.id} className="mentor-bubble mentor-bubble--mentor mentor-bubble--waiting" data-testid="mentor-message-waiting">
              <span className="mentor-bubble__who">{t('mentor.you')}</span>
              <p className="mentor-bubble__text">{queuedText(submission)}</p>
              <span className="mentor-bubble__time">{t('mentor.waiting')}</span>
            </li>
          ))}
        </ol>
      )}
      <Composer chat={chat} returned={returned} sending={waiting.length > 0} onQueued={() => setReturned(null)} />
    </>
  );
}
