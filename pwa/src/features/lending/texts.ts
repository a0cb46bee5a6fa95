/**
 * The styles of the staff loan screens (loaded with them), and the keys of the values that arrive
 * as codes: actions, history steps and document purposes.
 */
import type { MessageKey } from '../../lib/i18n';
import './lending.css';

/** The button of each staff action. */
const ACTION_KEYS: Readonly<Record<string, MessageKey>> = {
  review: 'lending.action.review',
  recommend: 'lending.action.recommend',
  return: 'lending.action.return',
  approve: 'lending.action.approve',
  reject: 'lending.action.reject',
  disburse: 'lending.action.disburse',
  write_off: 'lending.action.writeOff',
};

/** What a history row says was done. */
const STEP_KEYS: Readonly<Record<string, MessageKey>> = {
  submit: 'lending.step.submit',
  review: 'lending.step.review',
  recommend: 'lending.step.recommend',
  return: 'lending.step.return',
  approve: 'lending.step.approve',
  reject: 'lending.step.reject',
  disburse: 'lending.step.disburse',
  withdraw: 'lending.step.withdraw',
  write_off: 'lending.step.writeOff',
  close: 'lending.step.close',
};

export const actionKey = (action: string): MessageKey | null => ACTION_KEYS[action] ?? null;
export const stepKey = (action: string): MessageKey | null => STEP_KEYS[action] ?? null;
