/** What a question's form holds, as the values core checks and the server takes. */
import type { QuestionType } from '../../lib/core-onboarding';

/** One value for every type but checkbox (the chosen options); blank text is no value. */
export function formValues(type: QuestionType, text: string, chosen: readonly string[]): string[] {
  if (type === 'checkbox') return [...chosen];
  return text.trim() === '' ? [] : [text];
}

/** The `value` sent: an array for a checkbox question, else the one value ('' for a blank optional). */
export const sentValue = (type: QuestionType, values: readonly string[]): string | string[] =>
  type === 'checkbox' ? [...values] : (values[0] ?? '');

/** A checkbox's choice toggled, keeping the options' order. */
export function toggle(options: readonly string[], chosen: readonly string[], option: string): string[] {
  const next = chosen.includes(option) ? chosen.filter((o) => o !== option) : [...chosen, option];
  return options.filter((o) => next.includes(o));
}
