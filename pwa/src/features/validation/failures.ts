/**
 * The toasts of spec 002 section 8.4, from what went wrong: the server's message after 'Error
 * Occured ' (spelt so by the spec), 'Error Occured Invalid data' for an answer that could not be
 * read, 'Network response was not ok' when the server was not reached, and the spec's generic texts
 * for the rest. Every text is translated (en.ts, sw.ts).
 */
import { ApiError } from '../../lib/api';
import type { useI18n } from '../../lib/i18n';

type I18n = Pick<ReturnType<typeof useI18n>, 't' | 'msg'>;

export function failureText(error: unknown, { t, msg }: I18n): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'timeout') return t('validation.error.network');
    if (error.kind === 'response') return t('validation.error.invalidData');
    return error.message ? t('validation.error.withMessage', { message: msg(error.message) }) : t('validation.error.bare');
  }
  if (error instanceof Error && error.message) return t('validation.error.withMessage', { message: msg(error.message) });
  return t('validation.error.unknown');
}

/** The linked account's failures: 'Error!! ' and the server's message (spec 000: the server message). */
export function linkedFailureText(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError && error.kind === 'http' && error.message) return i18n.t('validation.error.linked', { message: i18n.msg(error.message) });
  return failureText(error, i18n);
}
