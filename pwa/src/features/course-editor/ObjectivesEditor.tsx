import { TextPairFields } from '../../components/TextPairFields';
import { useI18n } from '../../lib/i18n';
import { blankText, moved, objectiveForm, replaced, without, type ObjectiveForm } from './course';
import { RowActions } from './RowActions';

/**
 * A topic's objectives: each a title and its points, every point written in both languages side by
 * side (so both languages always have as many points).
 */
export function ObjectivesEditor({ objectives, onChange }: { objectives: ObjectiveForm[]; onChange: (next: ObjectiveForm[]) => void }) {
  const { t } = useI18n();
  const put = (index: number, objective: ObjectiveForm) => onChange(replaced(objectives, index, objective));
  return (
    <section className="card" aria-labelledby="objectives-title">
      <h2 id="objectives-title">{t('courseEditor.objectives')}</h2>
      {objectives.length === 0 ? <p className="muted">{t('courseEditor.noObjectives')}</p> : null}
      <ol className="course-ed__rows">
        {objectives.map((objective, index) => {
          const n = index + 1;
          const id = `objective-${n}`;
          const name = t('courseEditor.objectiveN', { n });
          return (
            <li key={objective.key}>
              <fieldset className="course-ed__row" data-objective={n}>
                <legend>{name}</legend>
                <TextPairFields
                  id={`${id}-title`}
                  labels={{ en: t('courseEditor.titleEn'), sw: t('courseEditor.titleSw') }}
                  value={objective.title}
                  onChange={(title) => put(index, { ...objective, title })}
                />
                <ol className="course-ed__points">
                  {objective.points.map((point, p) => {
                    const pointName = t('courseEditor.pointN', { n: p + 1 });
                    return (
                      <li key={p} className="course-ed__point">
                        <TextPairFields
                          id={`${id}-point-${p + 1}`}
                          labels={{ en: `${pointName} · ${t('courseEditor.inEnglish')}`, sw: `${pointName} · ${t('courseEditor.inSwahili')}` }}
                          value={point}
                          onChange={(value) => put(index, { ...objective, points: replaced(objective.points, p, value) })}
                        />
                        <button
                          type="button"
                          className="button button--secondary button--small"
                          aria-label={t('courseEditor.removeName', { name: `${name}, ${pointName}` })}
                          onClick={() => put(index, { ...objective, points: without(objective.points, p) })}
                        >
                          {t('courseEditor.removePoint')}
                        </button>
                      </li>
                    );
                  })}
                </ol>
                <div className="course-ed__actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => put(index, { ...objective, points: [...objective.points, blankText()] })}
                  >
                    + {t('courseEditor.addPoint')}
                  </button>
                </div>
                <RowActions
                  name={name}
                  index={index}
                  count={objectives.length}
                  onMove={(delta) => onChange(moved(objectives, index, delta))}
                  onRemove={() => onChange(without(objectives, index))}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button button--secondary" onClick={() => onChange([...objectives, objectiveForm()])}>
        + {t('courseEditor.addObjective')}
      </button>
    </section>
  );
}
