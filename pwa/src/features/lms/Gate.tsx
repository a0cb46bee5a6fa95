/**
 * The survey gate around the learning area (spec 002 sections 4.5, 6): the trainee lookup (none, or a
 * failed lookup: 'You're not registered as a trainee yet…'), then the gate surveys' status (loading),
 * then the survey home until core's `surveyGate` opens the course. A survey sent from this phone and
 * not taken yet shows as waiting; once the server takes it, the status is read again.
 */
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { ApiError } from '../../lib/api';
import { useSubmissions, type Submission } from '../../lib/files';
import { useI18n } from '../../lib/i18n';
import { oldestKept } from '../../lib/lastKnown';
import { fetchClasses, fetchDone, fetchTrainees, keys, type Trainee } from './api';
import { Lms, type LmsContext } from './context';
import { Failed } from './ReadState';
import { BASE, GATE_SLUGS, surveyPath } from './paths';
import { surveyGate } from './rules';
import { SURVEY_GROUP } from './surveyBody';
import { useKept, useUserId } from '../../lib/useKept';

const NONE: readonly Submission[] = [];

function NotRegistered() {
  const { t } = useI18n();
  return <EmptyState title={t('lms.notRegistered')} />;
}

/** The trainee of the signed-in user: null while reading, or when not a trainee. */
export function useTrainee() {
  const userId = useUserId();
  const read = useKept(userId ? keys.trainee : null, (signal) => fetchTrainees(userId, signal));
  const trainee: Trainee | null = read.data?.value[0] ?? null;
  return { userId, read, trainee };
}

/** The trainee check alone (the survey pages and the post-training pages). */
export function TraineeOnly({ children }: { children: (context: LmsContext) => ReactNode }) {
  const { userId, read, trainee } = useTrainee();
  const classes = useKept(trainee ? keys.classes(trainee.cohortId) : null, (signal) => fetchClasses(trainee?.cohortId ?? '', signal));
  if (read.loading) return <Skeleton rows={3} />;
  if (!read.data) {
    // A failed lookup is treated as not registered (section 6), unless the phone is offline with nothing kept.
    if (read.error instanceof ApiError && (read.error.kind === 'network' || read.error.kind === 'timeout')) {
      return <Failed error={read.error} what="content" onRetry={() => void read.reload()} />;
    }
    return <NotRegistered />;
  }
  if (!trainee) return <NotRegistered />;
  const context: LmsContext = {
    userId,
    trainee,
    course: classes.data?.value[0] ?? null,
    keptAt: oldestKept(read.data.keptAt, classes.data?.keptAt),
  };
  return <Lms.Provider value={context}>{children(context)}</Lms.Provider>;
}

/** The whole gate: the trainee, then the five surveys, then the course. */
export function Gate({ children }: { children: (context: LmsContext) => ReactNode }) {
  return <TraineeOnly>{(context) => <SurveysDone context={context}>{children}</SurveysDone>}</TraineeOnly>;
}

function SurveysDone({ context, children }: { context: LmsContext; children: (context: LmsContext) => ReactNode }) {
  const { t } = useI18n();
  const { trainee } = context;
  const done = useKept(keys.done(trainee.id), (signal) => fetchDone(trainee.cohortId, trainee.id, signal));
  const submissions = useSubmissions(SURVEY_GROUP) ?? NONE;
  const waiting = useMemo(() => new Set(submissions.filter((s) => s.state === 'waiting').map((s) => s.group)), [submissions]);
  const sentCount = submissions.filter((s) => s.state !== 'waiting').length;
  const seen = useRef(sentCount);
  const { reload } = done;
  // A survey the server took (or refused) since: the status is read again.
  useEffect(() => {
    if (sentCount !== seen.current) {
      seen.current = sentCount;
      void reload();
    }
  }, [sentCount, reload]);

  if (!done.data) {
    if (done.loading) return <Skeleton rows={3} label={t('lms.gate.checking')} />;
    return <Failed error={done.error} what="survey" onRetry={() => void done.reload()} />;
  }
  const gate = surveyGate(true, done.data.value.data ?? null);
  if (gate.kind === 'open') return <>{children(context)}</>;
  if (gate.kind === 'notRegistered') return <NotRegistered />;
  return (
    <div className="card stack lms-gate" data-testid="lms-survey-home">
      <h2 className="lms__subtitle">{t('lms.gate.title')}</h2>
      <p>{t('lms.gate.lead')}</p>
      <ul className="lms-gate__list">
        {gate.surveys.map((survey) => {
          const slug = GATE_SLUGS[survey.key] ?? survey.key;
          const isWaiting = waiting.has(`${SURVEY_GROUP}${slug}`);
          return (
            <li key={survey.key} className="lms-gate__item">
              <span className="lms-gate__name">{t(`lms.survey.${survey.key}` as 'lms.survey.confidence')}</span>
              {survey.done ? (
                <span className="lms-gate__done" aria-label={t('lms.gate.done')}>
                  ✓ <span className="lms-gate__doneText">{t('lms.gate.done')}</span>
                </span>
              ) : isWaiting ? (
                <span className="lms-waiting" role="status">{t('lms.waiting')}</span>
              ) : (
                <Link className="button" to={surveyPath(BASE, slug)}>
                  {t('lms.gate.take')}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
