/** What is typed in the form, kept on the phone per user until it is saved or cancelled. */
import type { InvestForm } from '../../lib/core-invest';
import { KEY_PREFIX, readJson, removeItem, writeItem } from '../../lib/storage';

/** Under the app's prefix: signing out clears it with the rest. */
const key = (userId: string) => `${KEY_PREFIX}invest-draft.${userId}`;

export const readDraft = (userId: string): InvestForm | null => readJson<InvestForm>('local', key(userId));

export function keepDraft(userId: string, form: InvestForm): void {
  writeItem('local', key(userId), JSON.stringify(form));
}

export const dropDraft = (userId: string): void => removeItem('local', key(userId));
