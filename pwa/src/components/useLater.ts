import { useEffect, useRef } from 'react';

/**
 * Runs `action` once, `ms` after `when` becomes a non-null key (a new key restarts the wait);
 * nothing runs if the page is left first. For the spec's timed redirects (OTP warning 5 s,
 * invitation 3 s, reset request 10 s, password change 2 s).
 */
export function useLater(when: string | null, ms: number, action: () => void): void {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (when === null) return;
    const timer = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(timer);
  }, [when, ms]);
}
