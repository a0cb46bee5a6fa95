/** What every learning screen reads once the gate has let the trainee in. */
import { createContext, useContext } from 'react';
import type { CourseClass, Trainee } from './api';

export interface LmsContext {
  userId: string;
  trainee: Trainee;
  /** The cohort's class (its course), or null while it has none. */
  course: CourseClass | null;
  /** When the oldest copy shown by the gate was kept (ms), or null. */
  keptAt: number | null;
}

export const Lms = createContext<LmsContext | null>(null);

export function useLms(): LmsContext {
  const context = useContext(Lms);
  if (!context) throw new Error('useLms outside the learning gate');
  return context;
}
