/** The area's routes (spec 002 section 2.4). */
const ROOT = '/dashboard/invest-profile';

export const PATHS = { root: ROOT, home: `${ROOT}/home` } as const;
