import { useCallback, useEffect, useState } from 'react';
import { fetchPeople, type Person, type PersonRole } from './api';

/** How long typing pauses before the server is asked. */
const PAUSE_MS = 300;

export interface Found {
  people: Person[] | null;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

/** The mentors or possible trainees matching what is typed (the server's search), asked once typing pauses. */
export function usePeople(role: PersonRole, query: string): Found {
  const [found, setFound] = useState<{ people: Person[] | null; loading: boolean; error: unknown }>({ people: null, loading: true, error: null });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setFound((was) => ({ ...was, loading: true }));
    const timer = setTimeout(() => {
      fetchPeople(role, query, controller.signal).then(
        (people) => {
          if (!controller.signal.aborted) setFound({ people, loading: false, error: null });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setFound((was) => ({ people: was.people, loading: false, error }));
        },
      );
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [role, query, round]);
  const retry = useCallback(() => setRound((value) => value + 1), []);
  return { ...found, retry };
}
