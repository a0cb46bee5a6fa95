import { SelectField } from '../../components/Field';
import { TextPairFields } from '../../components/TextPairFields';
import { useI18n } from '../../lib/i18n';
import type { TaskType } from './api';
import { blankText, moved, replaced, takesOptions, TASK_TYPES, taskForm, without, withType, type TaskForm } from './course';
import { RowActions } from './RowActions';

interface TasksEditorProps {
  tasks: TaskForm[];
  onChange: (next: TaskForm[]) => void;
  /** Trainees have answered: the tasks are shown, not changed. */
  readOnly: boolean;
}

/** An assignment's tasks, numbered in order: each its text, its type and, for a choice or checkbox, its options. */
export function TasksEditor({ tasks, onChange, readOnly }: TasksEditorProps) {
  const { t } = useI18n();
  const put = (index: number, task: TaskForm) => onChange(replaced(tasks, index, task));
  return (
    <section className="card" aria-labelledby="tasks-title">
      <h2 id="tasks-title">{t('courseEditor.tasks')}</h2>
      {readOnly ? (
        <p className="course-ed__note" role="note">
          {t('courseEditor.tasksLocked')}
        </p>
      ) : null}
      {tasks.length === 0 ? <p className="muted">{t('courseEditor.noTasks')}</p> : null}
      <ol className="course-ed__rows">
        {tasks.map((task, index) => {
          const n = index + 1;
          const id = `task-${n}`;
          const name = t('courseEditor.taskN', { n });
          return (
            <li key={task.key}>
              <fieldset className="course-ed__row" data-task={n} disabled={readOnly}>
                <legend>{name}</legend>
                <TextPairFields
                  id={`${id}-text`}
                  labels={{ en: t('courseEditor.taskTextEn'), sw: t('courseEditor.taskTextSw') }}
                  value={task.text}
                  disabled={readOnly}
                  onChange={(text) => put(index, { ...task, text })}
                />
                <SelectField id={`${id}-type`} label={t('courseEditor.taskType')} value={task.type} onChange={(event) => put(index, withType(task, event.target.value as TaskType))}>
                  {TASK_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`courseEditor.task.${type}`)}
                    </option>
                  ))}
                </SelectField>
                {takesOptions(task.type) ? (
                  <div className="course-ed__options">
                    <h4 className="course-ed__sub">{t('courseEditor.options')}</h4>
                    <ol className="course-ed__points">
                      {task.options.map((option, o) => {
                        const optionName = t('courseEditor.optionN', { n: o + 1 });
                        return (
                          <li key={o} className="course-ed__point">
                            <TextPairFields
                              id={`${id}-option-${o + 1}`}
                              labels={{ en: `${optionName} · ${t('courseEditor.inEnglish')}`, sw: `${optionName} · ${t('courseEditor.inSwahili')}` }}
                              value={option}
                              disabled={readOnly}
                              onChange={(value) => put(index, { ...task, options: replaced(task.options, o, value) })}
                            />
                            {readOnly ? null : (
                              <button
                                type="button"
                                className="button button--secondary button--small"
                                aria-label={t('courseEditor.removeName', { name: `${name}, ${optionName}` })}
                                onClick={() => put(index, { ...task, options: without(task.options, o) })}
                              >
                                {t('courseEditor.removeOption')}
                              </button>
                            )}
                          </li>
                        );
                      })}
                    </ol>
                    {readOnly ? null : (
                      <button type="button" className="button button--secondary button--small" onClick={() => put(index, { ...task, options: [...task.options, blankText()] })}>
                        + {t('courseEditor.addOption')}
                      </button>
                    )}
                  </div>
                ) : null}
                {readOnly ? null : (
                  <RowActions
                    name={name}
                    index={index}
                    count={tasks.length}
                    onMove={(delta) => onChange(moved(tasks, index, delta))}
                    onRemove={() => onChange(without(tasks, index))}
                  />
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {readOnly ? null : (
        <button type="button" className="button button--secondary" onClick={() => onChange([...tasks, taskForm()])}>
          + {t('courseEditor.addTask')}
        </button>
      )}
    </section>
  );
}
