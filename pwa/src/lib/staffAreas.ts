/** The area of each staff role: its base path (spec 000 section 2) and the roles core `mayOpen` lets in. */
import type { Role } from './feature';

export interface StaffArea {
  base: string;
  roles: readonly Role[];
}

export const STAFF_AREAS: readonly StaffArea[] = [
  { base: '/sales-agent', roles: ['sales'] },
  { base: '/processor', roles: ['processor', 'admin'] },
  { base: '/authorizer', roles: ['authorizer'] },
  { base: '/super-admin', roles: ['super'] },
];

/** The area of a staff role, or undefined for every other role. */
export const staffAreaOf = (role: string): StaffArea | undefined =>
  STAFF_AREAS.find((area) => (area.roles as readonly string[]).includes(role));
