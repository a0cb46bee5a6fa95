import { useCallback, useState } from 'react';
import { toast } from '../../lib/toast';
import { useSay } from './useSay';

/** The one toast of the editor (a new message replaces the last). */
export const TOAST_ID = 'course-editor';

export interface Saving {
  busy: boolean;
  /** The server's refusal of the last try, in the language shown. */
  refusal: string | null;
  setRefusal: (text: string | null) => void;
  /** Runs a write; its success message is toasted, its refusal kept in `refusal`. True when it went through. */
  run: (write: () => Promise<string>) => Promise<boolean>;
}

export function useSaving(): Saving {
  const { say, sayFailure } = useSay();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = useCallback(
    async (write: () => Promise<string>) => {
      setRefusal(null);
      setBusy(true);
      try {
        const message = await write();
        toast.success(say(message), { id: TOAST_ID });
        return true;
      } catch (failure) {
        setRefusal(sayFailure(failure));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [say, sayFailure],
  );
  return { busy, refusal, setRefusal, run };
}
