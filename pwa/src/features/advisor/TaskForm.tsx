import { useEffect, useState, type FormEvent } from 'react';
import { DateField } from '../../components/DateField';
import { TextField } from '../../components/Field';
import { newId } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/useSession';
import { setTask } from './api';
import { draftKey, forgetDraft, readDraft, saveDraft } from './draft';
import { todayIso } from './due';
import { failureText, sayMessage } from './say';
import { taskProblems, type TaskDraft, type TaskProblems } from './taskCheck';

const EMPTY: TaskDraft = { topic: '', task: '', dueDate: '' };

/** The draft and, once it was sent, the id it went with (kept until the answer says it is set). */
type Kept = TaskDraft & { submissionId?: string };

/** Set a task: topic, what to do, a due day; checked by core's `checkTask`, kept as a draft until set. */
export function TaskForm({ pairId, sessionId, onSet }: { pairId: string; sessionId: string; onSet: () => void }) {
  const { t, msg, lang } = useI18n();
  const userId = useSession()?.user.user_id ?? '';
  const key = draftKey('task', userId, pairId, sessionId);
  const [draft, setDraft] = useState<Kept>(() => ({ ...EMPTY, ...readDraft(key) }));
  const [problems, setProblems] = useState<TaskProblems>({});
  const [busy, setBusy] = useState(false);
  const now = () => Math.floor(Date.now() / 1000);

  useEffect(() => saveDraft(key, { ...draft }), [key, draft]);

  function change(field: keyof TaskDraft, value: string) {
    // Changed after a send, it is another task: it gets its own id when sent.
    const { submissionId: _sent, ...rest } = draft;
    const next = { ...rest, [field]: value };
    setDraft(next);
    // A message goes as soon as its field is right.
    if (problems[field]) setProblems(taskProblems(next, now(), lang, t('date.notADay')));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = taskProblems(draft, now(), lang, t('date.notADay'));
    setProblems(found);
    const first = (['topic', 'task', 'dueDate'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`advisor-task-${first}`)?.focus();
      return;
    }
    setBusy(true);
    // The id is kept with the draft before sending: a send whose answer is lost, tried again (even
    // after a reload), sets the task once.
    const sending = { ...draft, submissionId: draft.submissionId ?? newId() };
    setDraft(sending);
    saveDraft(key, { ...sending });
    try {
      const answer = await setTask({ sessionId, pairingId: pairId, ...sending });
      toast.success(sayMessage(answer.msg, lang, t, msg), { id: 'advisor-task' });
      forgetDraft(key);
      setDraft(EMPTY);
      onSet();
    } catch (error) {
      // What was typed stays (here and on the device) to send again.
      toast.error(sayMessage(failureText(error), lang, t, msg), { id: 'advisor-task' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="advisor-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="advisor-task-title">
      <h3 id="advisor-task-title">{t('advisor.setTask')}</h3>
      <p className="advisor-form__note">{t('advisor.taskDraft')}</p>
      <TextField id="advisor-task-topic" label={t('advisor.topic')} value={draft.topic} maxLength={120} error={problems.topic} onChange={(e) => change('topic', e.target.value)} />
      <div className={problems.task ? 'field field--error' : 'field'}>
        <label className="field__label" htmlFor="advisor-task-task">
          {t('advisor.task')}
        </label>
        <textarea
          id="advisor-task-task"
          className="input"
          rows={4}
          maxLength={2000}
          value={draft.task}
          aria-invalid={problems.task ? true : undefined}
          aria-describedby={problems.task ? 'advisor-task-task-message' : undefined}
          onChange={(e) => change('task', e.target.value)}
        />
        {problems.task ? (
          <p id="advisor-task-task-message" className="field__message">
            {problems.task}
          </p>
        ) : null}
      </div>
      <DateField id="advisor-task-dueDate" label={t('advisor.dueDate')} value={draft.dueDate} min={todayIso(now())} error={problems.dueDate} onChange={(value) => change('dueDate', value)} />
      <button type="submit" className="button button--primary advisor-form__submit" disabled={busy} aria-busy={busy}>
        {busy ? t('advisor.savingTask') : t('advisor.saveTask')}
      </button>
    </form>
  );
}
