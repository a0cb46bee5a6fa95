/** A failed call's message in the person's language: the server's learning message, or the app's. */
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errors';
import type { Lang } from '../../lib/i18n';
import { lmsText } from './lms';

/** The English message of a failed call: the server's `message` when it sent one. */
export const failureText = (error: unknown): string => (error instanceof ApiError ? error.message : errorMessage(error));

export const sayFailure = (error: unknown, lang: Lang, msg: (text: string) => string): string => lmsText(failureText(error), lang, msg);
