/**
 * The e-mail address the OTP and reset pages work with: remembered for this visit (sessionStorage)
 * when sign-in finds an unverified account, an invitation is accepted, or a reset code is asked for.
 */
import { KEY_PREFIX, readItem, removeItem, writeItem } from '../../../lib/storage';

export const EMAIL_KEY = `${KEY_PREFIX}otpEmail`;

export function rememberEmail(email: string): void {
  const trimmed = email.trim();
  if (trimmed) writeItem('session', EMAIL_KEY, trimmed);
  else removeItem('session', EMAIL_KEY);
}

/** The remembered e-mail, or '' when there is none. */
export function rememberedEmail(): string {
  return readItem('session', EMAIL_KEY)?.trim() ?? '';
}

export function forgetEmail(): void {
  removeItem('session', EMAIL_KEY);
}
