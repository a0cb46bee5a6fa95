/**
 * The id a create call sends (the server makes the record under it): made once, kept through every
 * retry of the same create (a lost answer, a second press), renewed once the create is answered, so
 * the record is made once whatever reaches the server twice.
 */
import { useRef } from 'react';
import { newId } from './core';

export interface CreateId {
  /** The id to send now. */
  get: () => string;
  /** After the create was answered: the next create gets a new id. */
  renew: () => void;
}

export function useCreateId(): CreateId {
  const id = useRef<string | null>(null);
  const api = useRef<CreateId>({
    get: () => (id.current ??= newId()),
    renew: () => {
      id.current = null;
    },
  });
  return api.current;
}
