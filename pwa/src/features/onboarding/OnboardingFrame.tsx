import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { useTitle } from '../../components/useTitle';
import { activationLabel, stepByNameOrSlug, steps, timeLeft } from '../../lib/core-onboarding';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { showDateTime } from '../../lib/nairobiTime';
import type { OnboardingState } from './api';
import type { ShownState } from './overlay';
import { countUp, percentOf, redirectFor } from './stepFlow';
import { useSay, type ShownAnswer } from './useOnboarding';
import './onboarding.css';

const START_PERCENT = 7;
const FRAMES = 20;

/** The progress figure, counting up from 7% to the state's when it is shown. */
function useCountingPercent(target: number): number {
  const [frame, setFrame] = useState(0);
  useEffect(() => {
    setFrame(0);
    const timer = setInterval(() => setFrame((value) => (value >= FRAMES ? value : value + 1)), 30);
    return () => clearInterval(timer);
  }, [target]);
  return countUp(Math.min(START_PERCENT, target), target, frame, FRAMES);
}

/** Days, hours and minutes to the deadline, from core, ticking every half minute. */
function useCountdown(state: OnboardingState) {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 30_000);
    return () => clearInterval(timer);
  }, []);
  return timeLeft(now, state.deadline);
}

export function ProgressBox({ state }: { state: OnboardingState }) {
  const { t } = useI18n();
  const percent = useCountingPercent(percentOf(state.progress));
  const left = useCountdown(state);
  return (
    <section className="card onb-progress" aria-label={t('onb.progress')}>
      <div className="onb-progress__row">
        <span>{t('onb.progress')}</span>
        <strong data-testid="onb-percent">{percent}%</strong>
      </div>
      <progress className="onb-progress__bar" max={100} value={percent} aria-label={t('onb.progress')} />
      <p className="onb-progress__line">{t('onb.stepsDone', { done: state.stepsDone, total: state.totalSteps })}</p>
      <p className="onb-progress__line">{t('onb.pending', { count: state.pendingApproval })}</p>
      <p className="onb-progress__line">
        {t('onb.timeLeft')}: {t('onb.countdown', { days: left.days, hours: left.hour, mins: left.mins })}
      </p>
    </section>
  );
}

/** A side panel wider than a phone: the list starts open there. */
const wideScreen = (): boolean => typeof window !== 'undefined' && window.matchMedia?.('(min-width: 900px)').matches === true;

/**
 * The 15 entries: the activation, then each step with its state (a step whose file waits on the
 * phone as waiting to upload, one the server refused as to choose again); a collapsible list on a
 * phone.
 */
export function StepList({ state, current }: { state: ShownState; current?: string }) {
  const { t, lang } = useI18n();
  const byName = new Map(state.steps.map((step) => [step.name, step]));
  const waiting = new Set(state.waiting);
  const entries = [
    { key: 'activation', label: activationLabel(lang), status: state.firstAttempt ? 'not_started' : 'done', to: null as string | null },
    ...steps().map((step) => {
      const record = byName.get(step.name);
      const refused = state.refused[step.name] !== undefined;
      const status = waiting.has(step.name) ? 'waiting' : refused ? 'refused' : (record?.state ?? 'not_started');
      const open = step.route === state.path || status === 'rejected' || refused;
      return { key: step.name, label: step.label[lang], status, to: open ? step.route : null };
    }),
  ];
  return (
    <details className="card onb-steps" open={wideScreen()}>
      <summary className="onb-steps__summary">
        {t('onb.steps')} ({t('onb.stepsDone', { done: state.stepsDone, total: state.totalSteps })})
      </summary>
      <ol className="onb-steps__list">
        {entries.map((entry) => {
          const here = entry.key === current;
          const label = here ? t('onb.state.current') : t(`onb.state.${entry.status}` as MessageKey);
          return (
            <li key={entry.key} className={`onb-steps__item onb-steps__item--${entry.status}`} aria-current={here ? 'step' : undefined}>
              {entry.to && !here ? <Link to={entry.to}>{entry.label}</Link> : <span>{entry.label}</span>}
              <span className="onb-steps__state">{label}</span>
            </li>
          );
        })}
      </ol>
    </details>
  );
}

/** Shown from the copy kept on the phone: says so, and from when. */
function KeptNote({ at }: { at: number }) {
  const { t } = useI18n();
  return (
    <p className="card onb-kept" role="status">
      {t('onb.kept', { when: showDateTime(Math.floor(at / 1000)) })}
    </p>
  );
}

interface FrameProps {
  remote: { data: ShownAnswer | null; loading: boolean; failed: boolean; reload: () => void };
  title: string;
  /** The step list's entry of this page. */
  current?: string;
  /** The too-late page has no progress box. */
  withProgress?: boolean;
  children: (state: ShownState) => ReactNode;
}

/** The pages' shared frame: loading, failure and old-system states, then the header, the list and the page. */
export function OnboardingFrame({ remote, title, current, withProgress = true, children }: FrameProps) {
  const { t } = useI18n();
  const say = useSay();
  useTitle(title);
  let body: ReactNode;
  if (remote.data === null && remote.loading) body = <Skeleton rows={3} />;
  else if (remote.data === null || (remote.failed && !remote.data))
    body = (
      <EmptyState
        title={t('onb.failed')}
        action={
          <button type="button" className="button" onClick={remote.reload}>
            {t('onb.retry')}
          </button>
        }
      />
    );
  else if (!remote.data.data) body = <EmptyState title={say(remote.data.message ?? 'Onboarding was done with the old manual system')} />;
  else {
    const state = remote.data.data;
    body = (
      <>
        {state.keptAt !== null ? <KeptNote at={state.keptAt} /> : null}
        <div className="onb-layout">
          <div className="onb-layout__side">
            {withProgress ? <ProgressBox state={state} /> : null}
            <StepList state={state} current={current} />
          </div>
          <div className="onb-layout__main">
            <FreshState.Provider value={!remote.loading}>{children(state)}</FreshState.Provider>
          </div>
        </div>
      </>
    );
  }
  return (
    <section className="page onb-page">
      <p className="muted onb-page__area">{t('onb.title')}</p>
      {body}
    </section>
  );
}

/** False while the state is being read again: its path may be the one just left. */
const FreshState = createContext(true);

/** Sends the person to the state's path when this page is not theirs (once the state is fresh). */
export function useFollowPath(state: OnboardingState | null | undefined, here: string, stay = false): void {
  const navigate = useNavigate();
  const fresh = useContext(FreshState);
  const target = state && fresh ? redirectFor(here, state.path, stay) : null;
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
}

export const labelOf = (name: string, lang: 'en' | 'sw'): string => stepByNameOrSlug(name)?.label[lang] ?? name;
