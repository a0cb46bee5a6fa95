import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/useSession';
import { fetchAssignments, fetchChapters, fetchProgress, fetchTopics, keys, type Chapter } from './api';
import { useLms } from './context';
import { Donut } from './Donut';
import { showDueDate, showMeeting } from './format';
import { sayMessage } from './messages';
import { MonthCalendar } from './MonthCalendar';
import { assignmentPath, LEARNING, topicPath } from './paths';
import { ReadState } from './ReadState';
import { progress, resumeTarget } from './rules';
import { LmsPage } from './Shell';
import { useKept } from '../../lib/useKept';

/**
 * /dashboard/lms/home (spec 002 section 2.6): welcome, the progress donut, resume learning, the
 * assignments not attempted, the month's calendar and the class's upcoming meetings.
 */
export function HomePage() {
  const { t } = useI18n();
  const firstName = useSession()?.user.firstName.trim();
  return (
    <LmsPage title={t('lms.home.title')}>
      {() => (
        <>
          <p className="lead">{firstName ? t('lms.home.welcome', { name: firstName }) : t('lms.home.welcomeThere')}</p>
          <div className="lms-home">
            <ProgressCard />
            <ResumeCard />
            <NotAttempted />
            <Meetings />
          </div>
        </>
      )}
    </LmsPage>
  );
}

function ProgressCard() {
  const { t } = useI18n();
  const { trainee } = useLms();
  const read = useKept(keys.progress(trainee.id), (signal) => fetchProgress(trainee.id, signal));
  return (
    <div className="card lms-home__card">
      <h2 className="lms__subtitle">{t('lms.home.progress')}</h2>
      <ReadState read={read} what="assignments">
        {(figures) => {
          const done = progress(figures.submitted, figures.total);
          const pending = progress(figures.total - done.submitted, figures.total);
          return (
            <>
              <Donut
                percent={done.percent}
                pendingPercent={pending.percent}
                label={t('lms.home.progressLabel', { done: done.submitted, total: done.total, percent: done.percent })}
                completedLabel={t('lms.home.completed')}
                pendingLabel={t('lms.home.pending')}
              />
              <p className="lms__hint">{t('lms.home.progressLabel', { done: done.submitted, total: done.total, percent: done.percent })}</p>
            </>
          );
        }}
      </ReadState>
    </div>
  );
}

function ResumeCard() {
  const { t, lang, msg } = useI18n();
  const { course, trainee } = useLms();
  const chapters = useKept(course ? keys.chapters(course.id) : null, (signal) => fetchChapters(course?.id ?? '', signal));
  const list: Chapter[] = chapters.data?.value ?? [];
  const target = resumeTarget(
    list.map((c) => ({ id: c.id, name: c.name.en || c.name.sw || null, assignments: c.assignments.map((a) => a.submissions) })),
  );
  const topics = useKept(target ? keys.topics(target.chapterId) : null, (signal) => fetchTopics(target?.chapterId ?? '', signal));
  const topic = topics.data?.value[0];
  const chapter = list.find((c) => c.id === target?.chapterId);
  return (
    <div className="card lms-home__card" data-testid="lms-resume">
      <h2 className="lms__subtitle">{t('lms.home.resume')}</h2>
      {!course ? (
        <p>{sayMessage('No chapters found, check back later.', lang, msg)}</p>
      ) : (
        <ReadState read={chapters} what="chapters" rows={2}>
          {() =>
            !target ? (
              <p>{t('lms.home.allDone')}</p>
            ) : topics.loading ? (
              <p>{t('lms.loading')}</p>
            ) : topic && chapter ? (
              <>
                <p className="lms__hint">{chapter.name[lang] || chapter.name.en}</p>
                <Link className="button lms__wide" to={topicPath(trainee.cohortId, chapter.id, topic.id)}>
                  {t('lms.home.resumeTopic', { topic: topic.name[lang] || topic.name.en })}
                </Link>
              </>
            ) : (
              <p>{topics.error ? sayMessage('Something went wrong with fetching topics', lang, msg) : t('lms.home.noTopic')}</p>
            )
          }
        </ReadState>
      )}
    </div>
  );
}

function NotAttempted() {
  const { t, lang, msg } = useI18n();
  const { course } = useLms();
  const read = useKept(course ? keys.assignments(course.id) : null, (signal) => fetchAssignments(course?.id ?? '', signal));
  return (
    <div className="card lms-home__card">
      <h2 className="lms__subtitle">{t('lms.home.assignments')}</h2>
      {!course ? (
        <p>{sayMessage('No Assignments Available Yet', lang, msg)}</p>
      ) : (
        <ReadState read={read} what="assignments" rows={2}>
          {(list) => {
            const open = list.filter((a) => a.state === 'notAttempted');
            return open.length === 0 ? (
              <p>{sayMessage('No Assignments Available Yet', lang, msg)}</p>
            ) : (
              <ul className="lms-list">
                {open.slice(0, 3).map((a) => (
                  <li key={a.id} className="lms-list__row">
                    <Link to={assignmentPath(a.id)}>{a.title[lang] || a.title.en}</Link>
                    <span className="lms__hint">{t('lms.assignments.due', { date: showDueDate(a.dueDate) })}</span>
                  </li>
                ))}
              </ul>
            );
          }}
        </ReadState>
      )}
      <Link className="button button--secondary" to={`${LEARNING}/assignments`}>
        {t('lms.home.seeAll')}
      </Link>
    </div>
  );
}

function Meetings() {
  const { t, lang } = useI18n();
  const { course } = useLms();
  const now = Math.floor(Date.now() / 1000);
  const meetings = [...(course?.meetings ?? [])].sort((a, b) => a.startsAt - b.startsAt);
  const upcoming = meetings.filter((m) => m.endsAt >= now).slice(0, 3);
  return (
    <div className="card lms-home__card lms-home__card--wide">
      <h2 className="lms__subtitle">{t('lms.home.calendar')}</h2>
      <div className="lms-home__meetings">
        <MonthCalendar marked={meetings.map((m) => m.startsAt)} now={now} />
        <div>
          <h3 className="lms__subtitle">{t('lms.home.upcoming')}</h3>
          {upcoming.length === 0 ? (
            <EmptyState title={t('lms.home.noMeetings')} />
          ) : (
            <ul className="lms-list">
              {upcoming.map((m) => (
                <li key={m.id} className="lms-meeting">
                  <strong>{m.title[lang] || m.title.en}</strong>
                  <span>{showMeeting(m.startsAt, m.endsAt, lang)}</span>
                  {m.place ? <span className="lms__hint">{m.place}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
