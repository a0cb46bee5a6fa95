import { useCallback, useState } from 'react';
import { useSession } from '../../lib/useSession';
import { draftKey, forgetDraft, readDraft, saveDraft } from './draft';

export interface Drafted<T> {
  form: T;
  /** The form holds changes not saved yet (kept on the device as a draft). */
  drafted: boolean;
  /** The form was opened from a draft kept before (offered back). */
  restored: boolean;
  change: (next: T | ((was: T) => T)) => void;
  /** Forgets the draft (saved or discarded), the form back to `fresh`. */
  reset: (fresh: T) => void;
}

/** A form's state, kept as a draft on the device (draft.ts) from the first change until it is saved. */
export function useDraft<T>(form: string, initial: () => T, isForm: (value: unknown) => value is T): Drafted<T> {
  const userId = useSession()?.user.user_id ?? '';
  const key = draftKey(userId, form);
  const [state, setState] = useState(() => {
    const kept = readDraft(key, isForm);
    return { form: kept ?? initial(), drafted: kept !== null, restored: kept !== null };
  });
  const change = useCallback(
    (next: T | ((was: T) => T)) =>
      setState((was) => {
        const value = typeof next === 'function' ? (next as (was: T) => T)(was.form) : next;
        saveDraft(key, value);
        return { form: value, drafted: true, restored: was.restored };
      }),
    [key],
  );
  const reset = useCallback(
    (fresh: T) => {
      forgetDraft(key);
      setState({ form: fresh, drafted: false, restored: false });
    },
    [key],
  );
  return { ...state, change, reset };
}
