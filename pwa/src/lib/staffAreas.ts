/** The area of each staff role: its base path (spec 000 section 2) and the roles core `mayOpen` lets in. */
import type { Role } from './feature';

export interface StaffArea {
  base: string;
  roles: readonly Role[];
  /**
   * The area works with loans: it has the lending screens (overview, clients, loans, a client's
   * file). The business coach's area does not (the server shows a coach no loans).
   */
  lending: boolean;
}

export const STAFF_AREAS: readonly StaffArea[] = [
  { base: '/sales-agent', roles: ['sales'], lending: true },
  { base: '/processor', roles: ['processor', 'admin'], lending: true },
  { base: '/authorizer', roles: ['authorizer'], lending: true },
  { base: '/super-admin', roles: ['super'], lending: true },
  { base: '/coach', roles: ['coach'], lending: false },
  { base: '/advisor', roles: ['advisor'], lending: false },
  { base: '/mentor', roles: ['mentor'], lending: false },
];

/** The staff areas with the lending screens. */
export const LENDING_AREAS: readonly StaffArea[] = STAFF_AREAS.filter((area) => area.lending);

/** The area of a staff role, or undefined for every other role. */
export const staffAreaOf = (role: string): StaffArea | undefined =>
  STAFF_AREAS.find((area) => (area.roles as readonly string[]).includes(role));
