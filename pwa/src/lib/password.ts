/** Changing the signed-in user's own password: one call for every role (clients and staff). */
import { apiRequest, successText } from './api';

export interface PasswordChange {
  userId: string;
  current: string;
  next: string;
  confirm: string;
}

/** POST /user/change_password: answers `{error: false, message}`; the server ends every session. */
export async function changePassword(change: PasswordChange): Promise<string | null> {
  const answer = await apiRequest<unknown>('/user/change_password', {
    body: {
      userId: change.userId,
      inputPasswordCurrent: change.current,
      inputPassword: change.next,
      inputPasswordConfirm: change.confirm,
    },
  });
  return successText(answer);
}
