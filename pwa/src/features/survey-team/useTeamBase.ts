import { useLocation } from 'react-router';
import { quarterOf } from '../../lib/core-survey';

/** `/coach/surveys` for a coach, `/super-admin/surveys` for the super admin (core's areas). */
export function useTeamBase(): string {
  const { pathname } = useLocation();
  return pathname.startsWith('/super-admin') ? '/super-admin/surveys' : '/coach/surveys';
}

/** The current quarter in Nairobi, from core. */
export function currentQuarter(now = Date.now()): { year: number; quarter: number } {
  const [year, quarter] = quarterOf(Math.floor(now / 1000)) ?? [new Date(now).getUTCFullYear(), 1];
  return { year, quarter };
}

export const quarterLabel = (year: number, quarter: number): string => `${year} Q${quarter}`;
