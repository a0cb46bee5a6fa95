import { useLocation } from 'react-router';

/** `/coach/playbooks` for a coach, `/super-admin/playbooks` for the super admin (core's areas). */
export function useContentBase(): string {
  const { pathname } = useLocation();
  return pathname.startsWith('/super-admin') ? '/super-admin/playbooks' : '/coach/playbooks';
}
