import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { clearSession } from '../../lib/session';
import { timeLeft, type OnboardingFigures } from '../../lib/core-onboarding';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import type { ApplicantData } from './api';
import { figuresOf, placeOf, sideEntries } from './state';
import { useApplicant, useNow, useSay } from './useApplicant';
import './applicant.css';

export interface Loaded {
  data: ApplicantData;
  figures: OnboardingFigures;
  userId: string;
  now: number;
  reload: () => void;
  /** Replaces the state with a newer answer (the hub's). */
  set: (data: ApplicantData) => void;
}

interface FrameProps {
  /** The question shown, for the side list's marks; null on the other pages. */
  shownId?: string | null;
  children: (loaded: Loaded) => ReactNode;
}

/**
 * Every applicant page: the state loaded (a skeleton meanwhile, a retry on failure, the old manual
 * system's message for someone not enrolled), the header's figures and the side list of questions.
 * A path of /invited ends the session (spec 001 section 4.2).
 */
export function ApplicantFrame({ shownId = null, children }: FrameProps) {
  const { t } = useI18n();
  const say = useSay();
  const navigate = useNavigate();
  const remote = useApplicant();
  const now = useNow();
  const data = remote.data?.data ?? null;
  const invited = data ? placeOf(data.path) === 'invited' : false;

  useEffect(() => {
    if (!invited) return;
    toast.error(t('applicant.invited'), { id: 'applicant-invited' });
    clearSession();
    navigate('/invited', { replace: true });
  }, [invited, navigate, t]);

  if (remote.loading && !remote.data) {
    return (
      <section className="page page--medium">
        <Skeleton rows={5} label={t('applicant.loading')} />
      </section>
    );
  }
  if (remote.failed || !remote.data || !remote.userId) {
    return (
      <section className="page page--narrow">
        <EmptyState
          title={t('applicant.loadFailed')}
          action={
            <button type="button" className="button" onClick={remote.reload}>
              {t('applicant.retry')}
            </button>
          }
        />
      </section>
    );
  }
  if (!data) {
    return (
      <section className="page page--narrow">
        <EmptyState
          title={t('applicant.noData', { message: say(remote.data.message ?? '') })}
          action={
            <Link className="button" to="/dashboard/lms/home">
              {t('applicant.lms')}
            </Link>
          }
        />
      </section>
    );
  }
  if (invited) return null;

  const figures = figuresOf(data, now);
  const loaded: Loaded = { data, figures, userId: remote.userId, now, reload: remote.reload, set: (next) => remote.set({ data: next, message: null }) };
  return (
    <section className="page page--medium applicant">
      <ApplicantHeader data={data} now={now} />
      <div className="applicant__body">
        <div className="applicant__main">{children(loaded)}</div>
        <SideList figures={figures} shownId={shownId} />
      </div>
    </section>
  );
}

/** Progress, steps done of all, pending approval and the countdown to the deadline. */
function ApplicantHeader({ data, now }: { data: ApplicantData; now: number }) {
  const { t } = useI18n();
  const left = timeLeft(now, data.deadline);
  return (
    <dl className="applicant__figures card" aria-label={t('applicant.figures')}>
      <div>
        <dt>{t('applicant.progress')}</dt>
        <dd>{data.progress}</dd>
      </div>
      <div>
        <dt>{t('applicant.stepsDone')}</dt>
        <dd>
          {data.stepsDone}/{data.totalSteps}
        </dd>
      </div>
      <div>
        <dt>{t('applicant.pending')}</dt>
        <dd>{data.pendingApproval}</dd>
      </div>
      <div>
        <dt>{t('applicant.timeLeft')}</dt>
        <dd>{t('applicant.countdown', { days: left.days, hours: left.hour, mins: left.mins })}</dd>
      </div>
    </dl>
  );
}

/** The questions, names cut by core after 21 characters; earlier ones marked, sent ones ticked. */
function SideList({ figures, shownId }: { figures: OnboardingFigures; shownId: string | null }) {
  const { t, lang } = useI18n();
  return (
    <nav className="applicant__side card" aria-label={t('applicant.steps')}>
      <h2 className="applicant__side-title">{t('applicant.steps')}</h2>
      <ol className="applicant__steps">
        {sideEntries(figures, shownId).map((entry, i) => {
          const classes = ['applicant__step'];
          if (entry.done) classes.push('applicant__step--done');
          if (entry.earlier) classes.push('applicant__step--active');
          if (entry.shown) classes.push('applicant__step--shown');
          if (entry.state === 'rejected') classes.push('applicant__step--rejected');
          return (
            <li key={entry.name} className={classes.join(' ')} aria-current={entry.shown ? 'step' : undefined}>
              <span className="applicant__mark" aria-hidden="true">
                {entry.done ? '✓' : i + 1}
              </span>
              <span>{entry.label[lang]}</span>
              <span className="sr-only"> ({t(`applicant.state.${entry.state}`)})</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
