/**
 * The Set task form's checks, each field's message from core's `checkTask` (asked once per field,
 * the other fields given as valid, so every field says what is wrong at once), and the body sent.
 */
import { checkTask } from '../../lib/core-playbook';
import type { Lang } from '../../lib/i18n';
import { isIsoDay } from '../../lib/typedDate';
import { dueSeconds } from './due';

export interface TaskDraft {
  topic: string;
  task: string;
  /** `yyyy-mm-dd`, '' for none, or the text typed while it is no whole day. */
  dueDate: string;
}

export type TaskProblems = Partial<Record<keyof TaskDraft, string>>;

const FINE = 'ok';

/**
 * Every field's problem; `notADay` is the message for a due date typed that is no day (the date
 * box's own). `now` in epoch seconds.
 */
export function taskProblems(draft: TaskDraft, now: number, lang: Lang, notADay: string): TaskProblems {
  const problems: TaskProblems = {};
  const topic = checkTask(draft.topic.trim(), FINE, null, now, lang);
  if (topic) problems.topic = topic.message;
  const task = checkTask(FINE, draft.task.trim(), null, now, lang);
  if (task) problems.task = task.message;
  const typed = draft.dueDate.trim();
  if (typed !== '') {
    const due = isIsoDay(typed) ? dueSeconds(typed) : null;
    if (due === null) problems.dueDate = notADay;
    else {
      const date = checkTask(FINE, FINE, due, now, lang);
      if (date) problems.dueDate = date.message;
    }
  }
  return problems;
}
