import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';
import { useKept } from '../../lib/useKeptRead';
import { overviewRead } from './api';
import { everyTrainee } from './attention';
import { useLms } from './lms';
import { MentorScore } from './MentorScore';
import { CountBadge, Loaded, ProgressBar } from './parts';
import { gradingPath, OVERVIEW, threadPath } from './paths';
import type { Trainee } from './wire';
import './mentor.css';

/**
 * /mentor/trainees/:traineeId: one trainee of the cohorts the mentor mentors, from the overview's read
 * (contacts, progress, work to grade, unread messages, with the ways to them), and the mentor's own
 * score item for them. A trainee of another cohort is 'not in the cohorts you mentor'.
 */
export function TraineePage() {
  const { t } = useI18n();
  useLms();
  const { traineeId = '' } = useParams();
  const cohorts = useKept(useMemo(overviewRead, []));
  const trainee = cohorts.data ? (everyTrainee(cohorts.data).find((p) => p.traineeId === traineeId) ?? null) : null;
  useTitle(trainee ? trainee.name || trainee.email : t('mentor.title'));
  return (
    <section className="page page--medium mentor">
      <p className="mentor__back">
        <Link to={OVERVIEW}>{t('mentor.backToTrainees')}</Link>
      </p>
      <Loaded read={cohorts} rows={4}>
        {() => (trainee ? <TraineeView trainee={trainee} /> : <EmptyState title={t('mentor.unknownTrainee')} />)}
      </Loaded>
    </section>
  );
}

function TraineeView({ trainee }: { trainee: Trainee }) {
  const { t } = useI18n();
  const name = trainee.name || trainee.email;
  return (
    <>
      <header className="page__header">
        <h1>{name}</h1>
        <p className="muted">{trainee.cohortName}</p>
      </header>
      <section className="card mentor-trainee" aria-label={t('mentor.traineeAbout', { name })}>
        <p>
          {trainee.email ? <a href={`mailto:${trainee.email}`}>{trainee.email}</a> : null}
          {trainee.phone ? <span className="muted"> · {trainee.phone}</span> : null}
        </p>
        <ProgressBar percent={trainee.percent} label={t('mentor.progressOf', { name })} detail={t('mentor.progressDetail', { submitted: trainee.submitted, total: trainee.total })} />
        <p className="muted">{t('mentor.progressDetail', { submitted: trainee.submitted, total: trainee.total })}</p>
        <p className="mentor-trainee__links">
          <CountBadge count={trainee.ungraded} label={t('mentor.ungradedBadge', { count: trainee.ungraded })} />
          {trainee.ungraded > 0 ? (
            <Link className="button button--small button--secondary" to={gradingPath(trainee.cohortId)}>
              {t('mentor.grade')}
            </Link>
          ) : null}
          <CountBadge count={trainee.unread} label={t('mentor.unreadBadge', { count: trainee.unread })} />
          <Link className="button button--small button--secondary" to={threadPath(trainee.traineeId)}>
            {t('mentor.openThread')}
          </Link>
        </p>
      </section>
      <MentorScore traineeId={trainee.traineeId} name={name} />
    </>
  );
}
