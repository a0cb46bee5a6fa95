/**
 * The playbook server's messages in the person's language: core's (checks, section 8) through
 * `playbookMessage`; the server's own answers (advisor.rs, replies.rs) by their English text.
 */
import { ApiError } from '../../lib/api';
import { playbookMessage } from '../../lib/core-playbook';
import { errorMessage } from '../../lib/errors';
import type { Lang, MessageKey } from '../../lib/i18n';

const SERVER: Readonly<Record<string, MessageKey>> = {
  'Tool marked completed': 'advisor.msg.ticked',
  'Tool marked pending': 'advisor.msg.unticked',
  'Task set': 'advisor.msg.taskSet',
  'Give the due date as a day (yyyy-mm-dd)': 'advisor.msg.badDueDate',
  'Feedback submitted': 'advisor.msg.feedbackSent',
};

/** The key of one of the server's own messages, or null. */
export const serverKey = (english: string): MessageKey | null => SERVER[english.trim()] ?? null;

/**
 * A message in `lang`: one of the server's own (`t` of its key), else core's translation (a
 * message core does not know, from the API client, goes through `msg`).
 */
export function sayMessage(english: string, lang: Lang, t: (key: MessageKey) => string, msg: (text: string) => string): string {
  const key = serverKey(english);
  if (key) return t(key);
  const core = playbookMessage(english, lang);
  return core !== english ? core : msg(english);
}

/** The English message of a failed call: the playbook's `msg` when it sent one. */
export const failureText = (error: unknown): string => (error instanceof ApiError ? error.message : errorMessage(error));
