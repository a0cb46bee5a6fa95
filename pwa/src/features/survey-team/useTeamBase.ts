import { useLocation } from 'react-router';

/** `/coach/surveys` for a coach, `/super-admin/surveys` for the super admin (core's areas). */
export function useTeamBase(): string {
  const { pathname } = useLocation();
  return pathname.startsWith('/super-admin') ? '/super-admin/surveys' : '/coach/surveys';
}

export interface Quarter {
  year: number;
  quarter: number;
}

export const quarterLabel = (year: number, quarter: number): string => `${year} Q${quarter}`;
