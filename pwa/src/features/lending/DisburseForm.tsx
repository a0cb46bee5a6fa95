import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { SelectField, TextField } from '../../components/Field';
import { useI18n } from '../../lib/i18n';
import type { Disbursement, LoanDetail, Outcome } from './api';
import { disbursementError } from './disburse';
import { showMoney } from './format';
import type { LoanStore } from './useLoanFlags';
import './texts';

type Method = Disbursement['method'];

/**
 * Sends the approved loan out: by M-Pesa to the client's M-Pesa phone (which staff may change), or
 * records a bank transfer made outside the portal by its reference.
 */
export function DisburseForm({ loan, store, onUpdated }: { loan: LoanDetail; store: LoanStore; onUpdated: (loan: LoanDetail) => void }) {
  const { t, msg } = useI18n();
  const [method, setMethod] = useState<Method>('mpesa');
  const [phone, setPhone] = useState(loan.client?.mpesaPhone ?? '');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (store.loading) return;
    const problem = disbursementError(method, phone, reference);
    setError(problem);
    if (problem) return;
    const disbursement: Disbursement = method === 'mpesa' ? { method, msisdn: phone } : { method, reference };
    await store.disburse(loan.id, disbursement, (_loanId: string, outcome: Outcome) => {
      onUpdated(outcome.loan);
      toast.success(msg(outcome.message ?? t('lending.actions.disbursed')), { id: 'loan-action' });
    });
  }

  const amount = showMoney(loan.approvedAmount ?? loan.principal, loan.currency);
  return (
    <form className="form lend-decision" aria-label={t('lending.disburse.title')} onSubmit={submit} noValidate>
      <h3>{t('lending.disburse.title')}</h3>
      <p className="muted">{t('lending.disburse.lead', { amount })}</p>
      <SelectField
        id="disburse-method"
        label={t('lending.disburse.method')}
        value={method}
        onChange={(event) => {
          setMethod(event.target.value === 'bank' ? 'bank' : 'mpesa');
          setError(null);
          store.clearError();
        }}
      >
        <option value="mpesa">{t('lending.disburse.mpesa')}</option>
        <option value="bank">{t('lending.disburse.bank')}</option>
      </SelectField>
      {method === 'mpesa' ? (
        <TextField
          id="disburse-phone"
          label={t('lending.disburse.phone')}
          hint={t('lending.disburse.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={phone}
          error={error ? msg(error) : null}
          onChange={(event) => {
            setPhone(event.target.value);
            setError(null);
          }}
        />
      ) : (
        <TextField
          id="disburse-reference"
          label={t('lending.disburse.reference')}
          hint={t('lending.disburse.referenceHint')}
          autoComplete="off"
          value={reference}
          error={error ? msg(error) : null}
          onChange={(event) => {
            setReference(event.target.value);
            setError(null);
          }}
        />
      )}
      <div>
        <button type="submit" className="button" disabled={store.loading}>
          {store.loading ? t('lending.disburse.working') : t('lending.disburse.submit', { amount })}
        </button>
      </div>
    </form>
  );
}
