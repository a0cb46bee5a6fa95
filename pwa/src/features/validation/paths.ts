/** The area's routes (spec 002 section 2.5). */
const ROOT = '/dashboard/validation';

export const PATHS = { root: ROOT, home: `${ROOT}/home`, start: `${ROOT}/start`, report: `${ROOT}/report` } as const;
