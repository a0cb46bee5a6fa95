/**
 * The public account calls (spec 000 section 7, /tmp contract): OTP resend and verification,
 * invitation acceptance, password reset. Each returns the server's message (English; the page
 * translates it) or throws ApiError with the server's refusal.
 */
import { apiRequest, successText } from '../../../lib/api';
import type { InviteForm } from '../../../lib/core-accounts';
import { isSafePath } from '../../../lib/returnTo';

const path = (identifier: string) => encodeURIComponent(identifier.trim());

interface MessageAnswer {
  message?: unknown;
}

/** GET /otp/3/{identifier}: (re)sends a verification code. */
export async function resendOtp(email: string): Promise<string | null> {
  return successText(await apiRequest<MessageAnswer>(`/otp/3/${path(email)}`, { auth: false }));
}

/** POST /otp/3/verify/{identifier} {code}. */
export async function verifyOtp(email: string, code: string): Promise<string | null> {
  const answer = await apiRequest<MessageAnswer>(`/otp/3/verify/${path(email)}`, {
    body: { code: code.trim() },
    auth: false,
  });
  return successText(answer);
}

export interface InviteAnswer {
  message: string | null;
  /** Where to go next (a same-site path), if the server gave one. */
  path: string | null;
}

function inviteAnswer(answer: { message?: unknown; path?: unknown } | null): InviteAnswer {
  const next = typeof answer?.path === 'string' && isSafePath(answer.path) ? answer.path : null;
  return { message: successText(answer), path: next };
}

/** POST /client/invite {email}: step A, is there an open invitation for this e-mail? */
export async function findInvitation(email: string): Promise<InviteAnswer> {
  return inviteAnswer(await apiRequest(`/client/invite`, { body: { email: email.trim() }, auth: false }));
}

/** POST /client/invite_onboard: step B, creates the invited account. */
export async function acceptInvitation(form: InviteForm): Promise<InviteAnswer> {
  const body = { ...form, email: form.email.trim(), name: form.name.trim(), phoneNo: form.phoneNo.trim() };
  return inviteAnswer(await apiRequest(`/client/invite_onboard`, { body, auth: false }));
}

/** POST /client/reset_pwd {email}: sends a reset code. */
export async function requestReset(email: string): Promise<string | null> {
  const body = { email: email.trim() };
  return successText(await apiRequest<MessageAnswer>('/client/reset_pwd', { body, auth: false }));
}

export interface ResetForm {
  email: string;
  otp: string;
  password: string;
  confirmPassword: string;
}

/** POST /otp/3/new_pwd: sets the new password with the reset code. */
export async function resetPassword(form: ResetForm): Promise<string | null> {
  const body = { ...form, email: form.email.trim(), otp: form.otp.trim() };
  return successText(await apiRequest<MessageAnswer>('/otp/3/new_pwd', { body, auth: false }));
}
