import { useLocation } from 'react-router';

/** `/coach/pairs` for a coach, `/super-admin/pairs` for the super admin (core's areas). */
export function useTeamBase(): string {
  const { pathname } = useLocation();
  return pathname.startsWith('/super-admin') ? '/super-admin/pairs' : '/coach/pairs';
}
