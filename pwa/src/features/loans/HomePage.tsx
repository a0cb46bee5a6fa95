import { loanText } from '../../lib/core-loans';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';
import type { User } from '../../lib/session';
import { useSession } from '../../lib/useSession';
import { syncTimeText } from '../../components/syncTime';
import { getState, listLoansOrKept } from './api';
import { stagedDraft } from './drafts';
import { resumeOf, stagedResume, type Resume } from './flow';
import { useLoad, useStartApplication } from './hooks';
import { latestLoan, LoanSummary } from './LoanSummary';
import { INCOMPLETE_REQUEST } from './messages';
import { HISTORY_PATH, Loaded, PAY_PATH } from './parts';
import './loans.css';

/** /dashboard/consumer-credit: the latest loan, Apply for loan, Pay Loan, History, and where to continue. */
export function LoansHomePage() {
  const session = useSession();
  if (!session) return null;
  return <LoansHome user={session.user} />;
}

function LoansHome({ user }: { user: User }) {
  const { t, msg } = useI18n();
  const userId = user.user_id;
  const [loans, retryLoans] = useLoad('loans', listLoansOrKept);
  const [state] = useLoad(`state:${userId}`, (signal) => getState(userId, false, signal));
  const { start, busy } = useStartApplication(userId);
  useTitle(t('loans.home.title'));

  const saved = state.state === 'ready' ? resumeOf(state.value) : null;
  const draft = stagedDraft.load(userId);
  // The server's saved state wins; this visit's draft covers a server that does not name staged loans.
  const staged: Resume | null = saved?.kind === 'staged' ? saved : draft ? stagedResume(draft.loanId, draft.stage) : null;
  const fund = saved?.kind === 'fund' ? saved : null;

  return (
    <section className="page page--medium">
      <header className="page__header">
        <h1>{t('loans.home.title')}</h1>
        <p className="muted">{t('loans.home.lead')}</p>
      </header>
      <div className="stack">
        {fund ? (
          <p className="notice-inline loans-continue" role="status">
            <Link to={fund.path}>{msg(loanText('continueNotice'))}</Link>
          </p>
        ) : null}
        <div className="button-row">
          <button type="button" className="button" onClick={start} disabled={busy} aria-busy={busy}>
            {t('loans.apply')}
          </button>
          <Link className="button button--secondary" to={PAY_PATH}>
            {t('loans.payLoan')}
          </Link>
          <Link className="button button--secondary" to={HISTORY_PATH}>
            {t('loans.history')}
          </Link>
        </div>
        <Loaded load={loans} retry={retryLoans}>
          {({ loans: list, keptAt }) => {
            const latest = latestLoan(list);
            return (
              <>
                {keptAt ? (
                  <p className="notice-inline" role="note">
                    {t('loans.home.kept', { time: syncTimeText(keptAt) })}
                  </p>
                ) : null}
                {latest ? (
                  <LoanSummary loan={latest} title={t('loans.home.latest')} />
                ) : (
                  <div className="card">
                    <EmptyState
                      title={t('loans.empty')}
                      action={
                        <button type="button" className="button button--small" onClick={start} disabled={busy} aria-busy={busy}>
                          {t('loans.applyForLoan')}
                        </button>
                      }
                    />
                  </div>
                )}
              </>
            );
          }}
        </Loaded>
      </div>
      {staged?.kind === 'staged' ? <ContinueModal userId={userId} resume={staged} text={msg(INCOMPLETE_REQUEST)} /> : null}
    </section>
  );
}

/** 'Continue Application': an unfinished staged application, continued at its stage (core continuePath). */
function ContinueModal({ userId, resume, text }: { userId: string; resume: Extract<Resume, { kind: 'staged' }>; text: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(true);

  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
  }, [open]);

  if (!open) return null;
  return (
    <dialog ref={dialog} className="modal" aria-labelledby="continue-title" onClose={() => setOpen(false)}>
      <h2 id="continue-title">{t('loans.continue.title')}</h2>
      <p>{text}</p>
      <div className="button-row">
        <button
          type="button"
          className="button"
          onClick={() => {
            stagedDraft.save(userId, { loanId: resume.loanId, stage: resume.stage });
            dialog.current?.close();
            void navigate(resume.path);
          }}
        >
          {t('loans.continue.go')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
          {t('loans.continue.later')}
        </button>
      </div>
    </dialog>
  );
}
