import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { ExternalLink } from '../../components/ExternalLink';
import { Loading } from '../../components/Loading';
import { useTitle } from '../../components/useTitle';
import { periodMonths, loanText } from '../../lib/core-loans';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/useSession';
import { chooseFund, listFunds, type Fund } from './api';
import { ApplySteps, FUND_STEPS } from './ApplySteps';
import { fundDraft } from './drafts';
import { useResume, useRetryingLoad } from './hooks';
import { isResumePrevious } from './messages';
import { decimalText, money } from './money';
import { TOAST_ID } from './parts';
import { usePeriodLabel } from './usePeriodLabel';
import { useLoanMsg } from './useLoanMsg';
import './loans.css';

const AMOUNT_PATH = '/dashboard/consumer-credit/apply/amount';

/** /dashboard/consumer-credit/apply/fund: the loan partner (fund), from the active funds. */
export function FundPage() {
  const { t } = useI18n();
  const loanMsg = useLoanMsg();
  const navigate = useNavigate();
  const session = useSession();
  const userId = session?.user.user_id ?? '';
  const resume = useResume(userId);
  const funds = useRetryingLoad(listFunds);
  const [chosen, setChosen] = useState(() => fundDraft.load(userId)?.loanFundId ?? '');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  useTitle(t('loans.fund.title'));

  if (!session) return null;
  const fund = funds.value?.find((item) => item._id === chosen) ?? null;

  function pick(id: string) {
    setChosen(id);
    fundDraft.save(userId, { loanFundId: id });
    // 'Select a loan partner to continue' no longer applies (and would follow the client to the amount).
    toast.dismiss(TOAST_ID);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    if (!fund) {
      toast.error(loanMsg(loanText('selectFund')), { id: TOAST_ID });
      return;
    }
    setBusy(true);
    try {
      await chooseFund(userId, fund);
      void navigate(AMOUNT_PATH);
    } catch (error) {
      const text = errorMessage(error);
      toast.error(loanMsg(text), { id: TOAST_ID });
      if (isResumePrevious(text)) await resume().catch(() => undefined);
    } finally {
      setBusy(false);
    }
  }

  const error = tried && !fund ? loanMsg(loanText('selectFund')) : null;

  return (
    <section className="page page--medium">
      <ApplySteps steps={FUND_STEPS} current="fund" />
      <div className="card">
        <h1>{t('loans.fund.title')}</h1>
        <p className="muted">{t('loans.fund.lead')}</p>
        {funds.value === null ? (
          <div className="stack">
            <Loading label={t('loans.fund.loading')} />
            {funds.failures > 0 ? (
              <p className="muted" role="status">
                {t('loans.fund.retrying', { n: funds.failures })} {funds.lastError ? loanMsg(funds.lastError) : ''}
              </p>
            ) : null}
          </div>
        ) : funds.value.length === 0 ? (
          <p className="empty">{t('loans.fund.none')}</p>
        ) : (
          <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
            <fieldset className="fieldset" aria-describedby={error ? 'fund-message' : undefined}>
              <legend className="fieldset__legend">{t('loans.fund.choose')}</legend>
              <div className="fund-list">
                {funds.value.map((item) => (
                  <FundChoice key={item._id} fund={item} checked={item._id === chosen} disabled={busy} onPick={pick} />
                ))}
              </div>
            </fieldset>
            {error ? (
              <p className="field__message" id="fund-message" role="alert">
                {error}
              </p>
            ) : null}
            <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
              {busy ? t('loans.saving') : t('loans.continueButton')}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}

function FundChoice({ fund, checked, disabled, onPick }: { fund: Fund; checked: boolean; disabled: boolean; onPick: (id: string) => void }) {
  const { t } = useI18n();
  const periodLabel = usePeriodLabel();
  const id = `fund-${fund._id}`;
  const months = periodMonths(decimalText(fund.maxRepayDurationYears));
  return (
    <div className={checked ? 'fund-choice fund-choice--checked' : 'fund-choice'}>
      <input id={id} type="radio" name="loanFundId" value={fund._id} checked={checked} disabled={disabled} onChange={() => onPick(fund._id)} />
      <label htmlFor={id} className="fund-choice__label">
        <span className="fund-choice__name">{fund.name}</span>
        {fund.description ? <span className="fund-choice__text">{fund.description}</span> : null}
        <span className="fund-choice__facts">
          <span>{t('loans.fund.max', { amount: money(fund.maxLoan, fund.currency) })}</span>
          <span>
            {fund.banded ? t('loans.fund.banded') : t('loans.fund.rate', { rate: decimalText(fund.annualInterest) })}
          </span>
          <span>{t('loans.fund.period', { period: months ? periodLabel(decimalText(fund.maxRepayDurationYears)) : '—' })}</span>
          <span>{t('loans.fund.interval', { days: fund.repaymentIntervalDays })}</span>
        </span>
      </label>
      {fund.website ? (
        <ExternalLink className="fund-choice__site" href={fund.website}>
          {t('loans.fund.website')}
        </ExternalLink>
      ) : null}
    </div>
  );
}
