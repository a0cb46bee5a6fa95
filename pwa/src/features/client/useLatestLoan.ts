import { useEffect, useState } from 'react';
import { keptClientLoans, unreachable } from '../../lib/clientLoans';
import { latest, listLoans, type LoanCard } from './loanApi';

export type LatestLoan =
  | { state: 'loading' }
  | { state: 'failed' }
  /** `loan` null: the client has none. `keptAt`: the server was out of reach; the last known answer, fetched then (ms). */
  | { state: 'ready'; loan: LoanCard | null; keptAt: number | null };

/** The latest loan from the server, or offline the last one this phone was told of. */
export function useLatestLoan(): LatestLoan {
  const [loan, setLoan] = useState<LatestLoan>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    listLoans(controller.signal).then(
      (loans) => setLoan({ state: 'ready', loan: latest(loans), keptAt: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const kept = unreachable(error) ? keptClientLoans<LoanCard>() : null;
        setLoan(kept ? { state: 'ready', loan: latest(kept.loans), keptAt: kept.fetchedAt } : { state: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);
  return loan;
}
