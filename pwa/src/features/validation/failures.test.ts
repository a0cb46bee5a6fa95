// The spec's 8.4 toasts from what went wrong.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { interpolate } from '../../lib/i18n';
import { validationTexts } from './en';
import { failureText, linkedFailureText } from './failures';

const texts: Record<string, string> = validationTexts;
const i18n = {
  t: (key: string, vars?: Record<string, string | number>) => interpolate(texts[key] ?? key, vars),
  msg: (text: string) => text,
} as unknown as Parameters<typeof failureText>[1];

describe('the validation failure texts', () => {
  it('say the server message after the spec prefix, and the spec texts otherwise', () => {
    expect(failureText(new ApiError('Choose the statement file', 'http', 400), i18n)).toBe('Error Occured Choose the statement file');
    expect(failureText(new ApiError('', 'http', 500), i18n)).toBe('Error Occured !');
    expect(failureText(new ApiError('x', 'network'), i18n)).toBe('Network response was not ok');
    expect(failureText(new ApiError('x', 'timeout'), i18n)).toBe('Network response was not ok');
    expect(failureText(new ApiError('Response error', 'response', 200), i18n)).toBe('Error Occured Invalid data');
    expect(failureText('thrown text', i18n)).toBe('An unknown error occurred. Please try again later.');
  });

  it("say the linked account's server message after 'Error!! '", () => {
    expect(linkedFailureText(new ApiError('The account service did not answer', 'http', 502), i18n)).toBe('Error!! The account service did not answer');
    expect(linkedFailureText(new ApiError('x', 'network'), i18n)).toBe('Network response was not ok');
  });
});
