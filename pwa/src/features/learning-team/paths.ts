/** Where the team's learning screens are: `/coach/learning` for a coach, `/super-admin/learning` for the super admin. */
import { useLocation } from 'react-router';

export const BASES = [
  { base: '/coach/learning', role: 'coach' },
  { base: '/super-admin/learning', role: 'super' },
] as const;

export function useLearningBase(): string {
  const { pathname } = useLocation();
  return pathname.startsWith('/super-admin') ? '/super-admin/learning' : '/coach/learning';
}

export const cohortPath = (base: string, cohortId: string): string => `${base}/cohorts/${encodeURIComponent(cohortId)}`;

/** A course's page (the course editor's screen, a feature of its own: linked by its path only). */
export const coursePath = (base: string, classId: string): string => `${base}/courses/${encodeURIComponent(classId)}`;
