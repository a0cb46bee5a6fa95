import { useLocation } from 'react-router';

/** `/coach/learning` for a coach, `/super-admin/learning` for the super admin (core's areas). */
export function useBase(): string {
  const { pathname } = useLocation();
  return pathname.startsWith('/super-admin') ? '/super-admin/learning' : '/coach/learning';
}

export const coursePath = (base: string, classId: string): string => `${base}/courses/${encodeURIComponent(classId)}`;
