import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { mpesaStatus, type PaymentStatus } from './api';

/** How often the M-Pesa request is asked about (spec: every 2–3 s), and for how long at most. */
export const POLL_MS = 2500;
export const MAX_POLLS = 72;

export type Following =
  | { state: 'idle' }
  | { state: 'waiting'; polls: number; lastError: string | null }
  | { state: 'gaveUp' }
  | { state: 'done'; result: PaymentStatus };

/**
 * Follows an M-Pesa request until the customer answered (paid, cancelled, failed) or M-Pesa timed
 * out; stops asking after MAX_POLLS (the request may still complete; `again()` asks once more).
 */
export function usePaymentStatus(checkoutRequestId: string, onDone: (result: PaymentStatus) => void): [Following, () => void] {
  const [following, setFollowing] = useState<Following>({ state: 'idle' });
  const [round, setRound] = useState(0);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    if (!checkoutRequestId) {
      setFollowing({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    setFollowing({ state: 'waiting', polls: 0, lastError: null });
    const ask = () => {
      polls += 1;
      mpesaStatus(checkoutRequestId, controller.signal).then(
        (result) => {
          if (controller.signal.aborted) return;
          if (result.status !== 'pending') {
            setFollowing({ state: 'done', result });
            onDoneRef.current(result);
            return;
          }
          next(null);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) next(errorMessage(error));
        },
      );
    };
    const next = (lastError: string | null) => {
      if (polls >= MAX_POLLS) {
        setFollowing({ state: 'gaveUp' });
        return;
      }
      setFollowing({ state: 'waiting', polls, lastError });
      timer = setTimeout(ask, POLL_MS);
    };
    timer = setTimeout(ask, POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [checkoutRequestId, round]);

  return [following, () => setRound((n) => n + 1)];
}
