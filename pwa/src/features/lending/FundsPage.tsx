import { useCallback, useState } from 'react';
import { toast } from '../../lib/toast';
import { EmptyState } from '../../components/EmptyState';
import { RecordList, type Column } from '../../components/RecordList/RecordList';
import { useTitle } from '../../components/useTitle';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { Failed } from './Failed';
import { showMoney } from './format';
import { FundForm } from './FundForm';
import { draftOf, emptyDraft, listAllFunds, saveFund, type Fund } from './funds';
import { useRemote } from '../../lib/useRemote';
import './texts';

/** The super admin's loan funds: every fund, a form for a new one, edit, and open or close each. */
export function FundsPage() {
  const { t } = useI18n();
  const load = useCallback((signal: AbortSignal) => listAllFunds(signal), []);
  const funds = useRemote<Fund[]>('funds', load);
  const [editing, setEditing] = useState<Fund | null>(null);
  useTitle(t('lending.funds.title'));

  const replace = (saved: Fund) => {
    const current = funds.data ?? [];
    const known = current.some((fund) => fund.id === saved.id);
    funds.set(known ? current.map((fund) => (fund.id === saved.id ? saved : fund)) : [...current, saved]);
  };

  return (
    <section className="page">
      <header className="page__header">
        <h1>{t('lending.funds.title')}</h1>
        <p className="muted">{t('lending.funds.lead')}</p>
      </header>
      <div className="stack lend-stack">
        {editing ? (
          <section className="card" aria-labelledby="fund-edit">
            <h2 id="fund-edit">{t('lending.funds.editTitle', { name: editing.name })}</h2>
            <FundForm
              key={editing.id}
              name={t('lending.funds.editTitle', { name: editing.name })}
              fund={editing}
              initial={draftOf(editing)}
              onSaved={(saved) => {
                replace(saved);
                setEditing(null);
              }}
              onCancel={() => setEditing(null)}
            />
          </section>
        ) : (
          <details className="card lend-fold">
            <summary className="lend-fold__summary">{t('lending.funds.add')}</summary>
            <FundForm name={t('lending.funds.add')} fund={null} initial={emptyDraft} onSaved={replace} />
          </details>
        )}
        <section className="card" aria-labelledby="fund-list">
          <h2 id="fund-list">{t('lending.funds.list')}</h2>
          {funds.data === null && funds.failed ? (
            <Failed onRetry={funds.reload} />
          ) : (
            <FundTable funds={funds.data} onEdit={setEditing} onSaved={replace} />
          )}
        </section>
      </div>
    </section>
  );
}

function FundTable({ funds, onEdit, onSaved }: { funds: Fund[] | null; onEdit: (fund: Fund) => void; onSaved: (fund: Fund) => void }) {
  const { t, msg } = useI18n();
  const [busy, setBusy] = useState<string | null>(null);

  async function toggle(fund: Fund) {
    setBusy(fund.id);
    try {
      const saved = await saveFund(fund.id, { ...draftOf(fund), active: !fund.active });
      onSaved(saved.fund);
      toast.success(msg(saved.message ?? t(saved.fund.active ? 'lending.funds.opened' : 'lending.funds.closed')));
    } catch (error) {
      toast.error(msg(errorMessage(error)));
    } finally {
      setBusy(null);
    }
  }

  const columns: Column<Fund>[] = [
    {
      key: 'name',
      header: t('lending.funds.name'),
      text: (fund) => fund.name,
      cell: (fund) => (
        <>
          <span className="lend-strong">{fund.name}</span>
          {fund.description ? <span className="lend-sub">{fund.description}</span> : null}
        </>
      ),
      card: 'title',
    },
    { key: 'currency', header: t('lending.col.currency'), text: (fund) => fund.currency },
    { key: 'maxLoan', header: t('lending.funds.maxLoan'), text: (fund) => showMoney(fund.maxLoan, fund.currency), numeric: true, card: 'amount' },
    {
      key: 'rate',
      header: t('lending.funds.rate'),
      text: (fund) => (fund.banded ? t('lending.funds.bandedShort') : t('lending.percent', { n: fund.annualInterest })),
      card: 'detail',
    },
    { key: 'years', header: t('lending.funds.years'), text: (fund) => String(fund.maxRepayDurationYears), card: 'detail' },
    { key: 'interval', header: t('lending.funds.interval'), text: (fund) => String(fund.repaymentIntervalDays) },
    { key: 'grace', header: t('lending.funds.grace'), text: (fund) => String(fund.graceDays) },
    { key: 'penalty', header: t('lending.funds.penalty'), text: (fund) => showMoney(fund.penaltyFee, fund.currency), numeric: true },
    {
      key: 'state',
      header: t('lending.funds.state'),
      text: (fund) => t(fund.active ? 'lending.funds.active' : 'lending.funds.inactive'),
      cell: (fund) => (
        <span className={fund.active ? 'lend-badge lend-badge--ok' : 'lend-badge lend-badge--off'}>
          {t(fund.active ? 'lending.funds.active' : 'lending.funds.inactive')}
        </span>
      ),
      card: 'detail',
    },
  ];
  return (
    <RecordList
      title={t('lending.funds.list')}
      tools={false}
      columns={columns}
      rows={funds}
      error={null}
      rowKey={(fund) => fund.id}
      empty={<EmptyState title={t('lending.funds.empty')} />}
      actionsHeader={t('lending.funds.actions')}
      actions={(fund) => (
        <div className="lend-row-actions">
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={t('lending.funds.editLabel', { name: fund.name })}
            onClick={() => onEdit(fund)}
          >
            {t('lending.funds.edit')}
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={busy === fund.id}
            aria-label={t(fund.active ? 'lending.funds.closeLabel' : 'lending.funds.openLabel', { name: fund.name })}
            onClick={() => void toggle(fund)}
          >
            {t(fund.active ? 'lending.funds.close' : 'lending.funds.open')}
          </button>
        </div>
      )}
    />
  );
}
