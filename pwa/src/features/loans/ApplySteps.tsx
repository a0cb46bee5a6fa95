import { useI18n, type MessageKey } from '../../lib/i18n';

/** The fund flow's 4-step progress list (spec 000 section 2). */
export const FUND_STEPS = [
  ['proposal', 'loans.step.proposal'],
  ['fund', 'loans.step.fund'],
  ['amount', 'loans.step.amount'],
  ['complete', 'loans.step.complete'],
] as const satisfies ReadonlyArray<readonly [string, MessageKey]>;

/** The staged flow's steps after the calculator. */
export const STAGED_STEPS = [
  ['calculator', 'loans.step.calculator'],
  ['contact', 'loans.step.contact'],
  ['employer', 'loans.step.employer'],
  ['bank', 'loans.step.bank'],
] as const satisfies ReadonlyArray<readonly [string, MessageKey]>;

interface ApplyStepsProps {
  steps: ReadonlyArray<readonly [string, MessageKey]>;
  current: string;
}

/** Done steps ticked, the current one highlighted (the profile setup's stage bar styles). */
export function ApplySteps({ steps, current }: ApplyStepsProps) {
  const { t } = useI18n();
  const index = steps.findIndex(([step]) => step === current);
  const last = steps.length - 1;
  return (
    <ol className="stages" aria-label={t('loans.steps')}>
      {steps.map(([step, label], position) => {
        const done = position < index || (index === last && position === last);
        const state = position === index ? 'stages__step--current' : done ? 'stages__step--done' : '';
        return (
          <li key={step} className={`stages__step ${state}`} aria-current={position === index ? 'step' : undefined}>
            <span className="stages__mark" aria-hidden="true">
              {done ? '✓' : position + 1}
            </span>
            <span className="stages__label">{t(label)}</span>
            {done && position !== index ? <span className="sr-only"> ({t('loans.stepDone')})</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
