import { ApiError, SERVER_ERROR } from './api';

/** The English text of any thrown error, for `msg()` to translate. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return SERVER_ERROR;
}
