/** The disbursement form's check, from core's field rules. */
import { checkPhone, checkRequired } from '../../lib/core';
import type { Disbursement } from './api';

/** The first problem with the form, or null: M-Pesa needs a valid phone, a bank transfer its reference. */
export function disbursementError(method: Disbursement['method'], phone: string, reference: string): string | null {
  return method === 'mpesa' ? (checkRequired(phone) ?? checkPhone(phone)) : checkRequired(reference);
}
