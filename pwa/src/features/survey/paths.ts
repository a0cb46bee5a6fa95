/**
 * Where a survey screen is: under `/dashboard/qsurvey/{role}` (spec 001 section 2.4), or under the
 * playbook, whose home's Take Survey opens `/dashboard/playbook/quarterly_survey` (section 2.3).
 */
export const PLAYBOOK_BASE = '/dashboard/playbook';

/** The base whose `/home` Back returns to: the playbook's, else `/dashboard/qsurvey/{role}`. */
export function surveyBaseOf(pathname: string): string {
  if (pathname.startsWith(`${PLAYBOOK_BASE}/`)) return PLAYBOOK_BASE;
  const role = pathname.split('/')[3] ?? 'client';
  return `/dashboard/qsurvey/${role}`;
}

/** The survey's name: the route's `:survey`, else the path's last piece (the playbook's routes). */
export function surveyNameOf(param: string | undefined, pathname: string): string {
  if (param) return param;
  return pathname.split('/').filter(Boolean).at(-1) ?? '';
}
