import { useI18n, type MessageKey } from '../../lib/i18n';

export type Stage = 'mpesa' | 'personal' | 'identity' | 'complete';

const STAGES: ReadonlyArray<readonly [Stage, MessageKey]> = [
  ['mpesa', 'setup.stage.mpesa'],
  ['personal', 'setup.stage.personal'],
  ['identity', 'setup.stage.identity'],
  ['complete', 'setup.stage.complete'],
];

/** The stage bar of the profile setup (spec 000 section 2): done steps ticked, the current one highlighted. */
export function SetupStages({ current }: { current: Stage }) {
  const { t } = useI18n();
  const index = STAGES.findIndex(([stage]) => stage === current);
  return (
    <ol className="stages" aria-label={t('setup.stages')}>
      {STAGES.map(([stage, label], position) => {
        const done = position < index || current === 'complete';
        const state = position === index ? 'stages__step--current' : done ? 'stages__step--done' : '';
        return (
          <li key={stage} className={`stages__step ${state}`} aria-current={position === index ? 'step' : undefined}>
            <span className="stages__mark" aria-hidden="true">
              {done ? '✓' : position + 1}
            </span>
            <span className="stages__label">{t(label)}</span>
            {done && position !== index ? <span className="sr-only"> ({t('setup.done')})</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
