import type { ReactNode } from 'react';
import { RecordList, type Column } from '../../components/RecordList/RecordList';
import { shortId } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import type { Loan } from './api';
import { showDate, showMoney } from './format';
import { StatusBadge } from './StatusBadge';
import './texts';

/** Staff lists show a loan id by its first 6 characters, like client ids (spec 000 section 9). */
export const SHORT_LOAN_ID = 6;

interface LoansTableProps {
  base: string;
  /** null while loading. */
  loans: Loan[] | null;
  caption: string;
  empty: ReactNode;
}

/** Loans as the shared record list: a card per loan on a phone, a table wider; the client's name opens the loan. */
export function LoansTable({ base, loans, caption, empty }: LoansTableProps) {
  const { t } = useI18n();
  const columns: Column<Loan>[] = [
    { key: 'id', header: t('lending.col.id'), text: (loan) => shortId(loan.id, SHORT_LOAN_ID), cell: (loan) => <code>{shortId(loan.id, SHORT_LOAN_ID)}</code>, card: 'detail' },
    {
      key: 'client',
      header: t('lending.col.client'),
      text: (loan) => loan.clientName,
      cell: (loan) => (
        <>
          {loan.clientName}
          {loan.clientPhone ? <span className="lend-sub">{loan.clientPhone}</span> : null}
        </>
      ),
      card: 'title',
    },
    { key: 'fund', header: t('lending.col.fund'), text: (loan) => loan.fundName || '—', card: 'detail' },
    { key: 'amount', header: t('lending.col.amount'), text: (loan) => showMoney(loan.amount, loan.currency), numeric: true, card: 'amount' },
    { key: 'balance', header: t('lending.col.balance'), text: (loan) => showMoney(loan.balance, loan.currency), numeric: true, card: 'detail' },
    { key: 'status', header: t('lending.col.status'), text: (loan) => loan.status, cell: (loan) => <StatusBadge status={loan.status} />, card: 'detail' },
    { key: 'submitted', header: t('lending.col.submitted'), text: (loan) => showDate(loan.submittedAt ?? loan.createdAt), card: 'date' },
  ];
  return (
    <RecordList
      title={caption}
      tools={false}
      columns={columns}
      rows={loans}
      error={null}
      empty={empty}
      rowKey={(loan) => loan.id}
      open={(loan) => ({ to: `${base}/loan/${loan.id}`, label: t('lending.openLoan') })}
    />
  );
}
