/**
 * The loan list's filter and search, kept in the address (?status=&q=) so that going back to the
 * list finds it as it was. The statuses offered are the life cycle's, in its order, without drafts
 * (an application the client has not sent yet); their labels come from core.
 */
import { loanStatuses } from '../../lib/core-loans';
export const filterStatuses = (): string[] => loanStatuses().filter((status) => status !== 'draft');

export interface LoanFilter {
  status: string;
  query: string;
}

/** Reads the filter from the address; an unknown status means all. */
export function readFilter(params: URLSearchParams): LoanFilter {
  const status = params.get('status') ?? '';
  return {
    status: filterStatuses().includes(status) ? status : '',
    query: params.get('q') ?? '',
  };
}

/** The address parameters of a filter, leaving out what is empty. */
export function filterParams(filter: LoanFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.query.trim()) params.set('q', filter.query);
  return params;
}

/** How long typing pauses before the search is sent. */
export const SEARCH_DELAY_MS = 300;
