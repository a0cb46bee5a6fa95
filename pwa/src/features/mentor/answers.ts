/**
 * How a trainee's answer to a task is shown to the mentor: a text, a list (checkboxes), a link opened
 * safely (only http and https), or a file to download. Options are stored by their English text and
 * shown in the mentor's language.
 */
import type { Lang } from '../../lib/i18n';
import { inLang, type Answer, type SubmittedFile, type Task } from './wire';

export type AnswerView =
  | { kind: 'none' }
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'link'; href: string }
  | { kind: 'file'; name: string; url: string };

/** The address if it is an http(s) link, else null (a `javascript:` or `data:` text never becomes a link). */
export function safeLink(value: string): string | null {
  const trimmed = value.trim();
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const optionIn = (task: Task, english: string, lang: Lang): string => {
  const option = task.options.find((o) => o.en === english);
  return option ? inLang(option, lang) : english;
};

export function answerView(task: Task, answer: Answer | undefined, files: readonly SubmittedFile[], lang: Lang): AnswerView {
  if (answer === undefined) return { kind: 'none' };
  const values = (Array.isArray(answer) ? answer : [answer]).map((v) => v.trim()).filter((v) => v !== '');
  if (values.length === 0) return { kind: 'none' };
  const first = values[0] ?? '';
  switch (task.type) {
    case 'checkbox':
      return { kind: 'list', items: values.map((v) => optionIn(task, v, lang)) };
    case 'choice':
      return { kind: 'text', text: optionIn(task, first, lang) };
    case 'file': {
      const file = files.find((f) => f.uploadId === first || f.url === first);
      if (file) return { kind: 'file', name: file.name || first, url: file.url };
      const href = safeLink(first);
      return href ? { kind: 'link', href } : { kind: 'text', text: first };
    }
    case 'link': {
      const href = safeLink(first);
      return href ? { kind: 'link', href } : { kind: 'text', text: first };
    }
    default:
      return { kind: 'text', text: values.join('\n') };
  }
}
