import { hasOfferLetter } from '../../lib/core-loans';
import { useCallback } from 'react';
import { toast } from '../../lib/toast';
import { Link, useLocation, useParams } from 'react-router';
import { Loading } from '../../components/Loading';
import { useTitle } from '../../components/useTitle';
import { shortId } from '../../lib/core';
import { errorMessage } from '../../lib/errors';
import { saveBlob } from '../../lib/fileDownload';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/useSession';
import { getLoan, offerLetter, type LoanDetail } from './api';
import { Failed } from './Failed';
import { HistoryList } from './HistoryList';
import { LoanActions } from './LoanActions';
import { SHORT_LOAN_ID } from './LoansTable';
import { LoanTerms } from './LoanTerms';
import { areaBase, offerLetterFilename } from './paths';
import { RepaymentsTable, ScheduleTable } from './ScheduleTable';
import { ScoreAdvice } from './ScoreAdvice';
import { StatusBadge } from './StatusBadge';
import { useLoanFlags } from './useLoanFlags';
import { useRemote } from '../../lib/useRemote';
import './texts';

/** The statuses with an offer letter (see the loans contract: approved, active, closed). */

/** One loan for staff: client, terms, the actions this role may take, schedule, repayments, history. */
export function LoanDetailPage() {
  const { t } = useI18n();
  const { loanId = '' } = useParams();
  const base = areaBase(useLocation().pathname);
  const role = useSession()?.user.role ?? '';
  const load = useCallback((signal: AbortSignal) => getLoan(loanId, signal), [loanId]);
  const remote = useRemote<LoanDetail>(loanId, load);
  const short = loanId ? shortId(loanId, SHORT_LOAN_ID) : '';
  // Another loan's data stays out while this one loads.
  const loan = remote.data !== null && (remote.data.id === loanId || !remote.data.id) ? remote.data : null;
  useTitle(t('lending.detail.title', { id: short }));

  return (
    <section className="page">
      <p className="lend-back">
        <Link to={`${base}/loans`}>{t('lending.detail.back')}</Link>
      </p>
      {loan === null ? (
        <>
          <h1>{t('lending.detail.title', { id: short })}</h1>
          {remote.failed && !remote.loading ? (
            <div className="card">
              <Failed onRetry={remote.reload} />
            </div>
          ) : (
            <Loading label={t('lending.loading')} />
          )}
        </>
      ) : (
        <LoanView key={loanId} base={base} role={role} loan={loan.id ? loan : { ...loan, id: loanId }} onUpdated={remote.set} />
      )}
    </section>
  );
}

function LoanView({ base, role, loan, onUpdated }: { base: string; role: string; loan: LoanDetail; onUpdated: (loan: LoanDetail) => void }) {
  const { t, msg } = useI18n();
  const store = useLoanFlags();
  const short = shortId(loan.id, SHORT_LOAN_ID);

  const downloadOfferLetter = () => {
    offerLetter(loan.id).then(
      (blob) => saveBlob(blob, offerLetterFilename(short)),
      (error: unknown) => toast.error(msg(errorMessage(error))),
    );
  };

  return (
    <div className="stack lend-stack">
      <header className="page__header lend-title">
        <h1>
          {t('lending.detail.title', { id: short })} <StatusBadge status={loan.status} />
        </h1>
        <p className="muted">
          <code title={loan.id}>{loan.id}</code>
        </p>
      </header>
      <section className="card" aria-labelledby="loan-actions">
        <h2 id="loan-actions">{t('lending.actions.title')}</h2>
        <LoanActions loan={loan} role={role} store={store} onUpdated={onUpdated} />
        {hasOfferLetter(loan.status) ? (
          <p className="lend-offer">
            <button type="button" className="button button--secondary button--small" onClick={downloadOfferLetter}>
              {t('lending.detail.offerLetter')}
            </button>
          </p>
        ) : null}
      </section>
      <LoanTerms base={base} loan={loan} />
      {loan.userId ? <ScoreAdvice userId={loan.userId} /> : null}
      <section className="card" aria-labelledby="loan-schedule">
        <h2 id="loan-schedule">{t('lending.schedule.title')}</h2>
        <ScheduleTable rows={loan.schedule} currency={loan.currency} />
      </section>
      <section className="card" aria-labelledby="loan-repayments">
        <h2 id="loan-repayments">{t('lending.repayments.title')}</h2>
        <RepaymentsTable rows={loan.repayments} currency={loan.currency} />
      </section>
      <section className="card" aria-labelledby="loan-history">
        <h2 id="loan-history">{t('lending.history.title')}</h2>
        <HistoryList entries={loan.history} />
      </section>
    </div>
  );
}
