/** The scorecards' client routes (spec 001 section 2.5) and the search carried between them. */
export const PATHS = {
  summary: '/dashboard/scorecardv1',
  detailed: '/dashboard/detailedscores',
  risk: '/dashboard/creditscore',
  report: '/dashboard/credit-report',
  /** DigiKua's cashflow summary: operating margins and the debt service cover ratio in full. */
  cashflow: '/dashboard/digikua/client/cashflow-summary',
} as const;

export interface Choice {
  business: string;
  year: string;
  quarter: string;
}

/** The search as a query string (`?business=…&year=…&quarter=…`), so Back and Detailed keep it. */
export const choiceQuery = (choice: Choice): string => `?${new URLSearchParams({ ...choice }).toString()}`;

export function choiceOf(params: URLSearchParams): Choice | null {
  const choice = { business: params.get('business') ?? '', year: params.get('year') ?? '', quarter: params.get('quarter') ?? '' };
  return choice.business || choice.year || choice.quarter ? choice : null;
}
