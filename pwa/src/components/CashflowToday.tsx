import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { cashColumnsOf, cashFigures, type CashFields, type CashFigures } from '../lib/cashFigures';
import { formatKsh, loadBookkeepingCore } from '../lib/core-bookkeeping';
import { useI18n, type MessageKey } from '../lib/i18n';
import { useRecords, useSyncStatus } from '../lib/sync';

/** The DigiKua area of the role whose home shows the card. */
export type BooksArea = 'client' | 'applicant' | 'digiprime';

const tablePath = (area: BooksArea, table: 'sales' | 'expenses') =>
  `/dashboard/digikua/${area}/cashflow-summary-detailed/${table}?add=1`;

/** Today's and this month's figures from the phone's records; null while the core or the records load. */
function useCashFigures(): { figures: CashFigures | null; failed: boolean } {
  const [coreReady, setCoreReady] = useState(false);
  const [coreFailed, setCoreFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadBookkeepingCore().then(
      () => live && setCoreReady(true),
      () => live && setCoreFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  const sales = useRecords<CashFields>('sale');
  const expenses = useRecords<CashFields>('expense');
  const investments = useRecords<CashFields>('investment');
  const figures = useMemo(() => {
    if (!coreReady || !sales.records || !expenses.records || !investments.records) return null;
    return cashFigures(
      cashColumnsOf([
        ['sale', sales.records],
        ['expense', expenses.records],
        ['investment', investments.records],
      ]),
    );
  }, [coreReady, sales.records, expenses.records, investments.records]);
  const failed = coreFailed || Boolean(!figures && (sales.error ?? expenses.error ?? investments.error));
  return { figures, failed };
}

/** An amount on one line, drawn smaller when long (global.css .cash-today__amount). */
function Amount({ text }: { text: string }) {
  return (
    <span className="cash-today__amount" style={{ '--chars': text.length } as CSSProperties}>
      {text}
    </span>
  );
}

const FIGURES: ReadonlyArray<[keyof CashFigures, MessageKey]> = [
  ['todaySales', 'home.cash.todaySales'],
  ['todayNet', 'home.cash.todayNet'],
  ['monthSales', 'home.cash.monthSales'],
  ['monthNet', 'home.cash.monthNet'],
];

/**
 * The entrepreneur's business at a glance on a home screen: today's and this month's sales and net
 * cashflow from the records on this phone (offline too), what waits to sync, and the shortcuts that
 * open the add-sale and add-expense forms.
 */
export function CashflowToday({ area }: { area: BooksArea }) {
  const { t } = useI18n();
  const { figures, failed } = useCashFigures();
  const status = useSyncStatus();

  return (
    <section className="card cash-today" aria-labelledby="cash-today-title" aria-busy={!figures && !failed}>
      <div className="cash-today__head">
        <h2 id="cash-today-title">{t('home.cash.title')}</h2>
        <Link className="cash-today__summary" to={`/dashboard/digikua/${area}/cashflow-summary`}>
          {t('home.cash.summary')}
        </Link>
      </div>
      {failed ? <p className="muted">{t('home.cash.failed')}</p> : null}
      <dl className="cash-today__figures">
        {FIGURES.map(([key, label]) => (
          <div key={key} className="cash-today__figure" data-figure={key}>
            <dt>{t(label)}</dt>
            <dd>
              {figures ? (
                <Amount text={formatKsh(figures[key])} />
              ) : (
                <span className="placeholder-block" aria-label={failed ? '—' : t('home.cash.loading')} />
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="cash-today__sync muted" data-testid="home-sync">
        {!status.known
          ? t('sync.checking')
          : status.pending === 1
            ? t('home.cash.waitingOne')
            : status.pending > 0
              ? t('home.cash.waiting', { n: status.pending })
              : t('home.cash.synced')}
        {status.known && status.rejected > 0 ? (
          <span className="cash-today__refused"> · {t('home.cash.refused', { n: status.rejected })}</span>
        ) : null}
      </p>
      <div className="cash-today__actions">
        {/* Opened as a modal from here: saving or closing the form comes back to this screen. */}
        <Link className="button" to={tablePath(area, 'sales')} state={{ modal: true }}>
          {t('home.cash.addSale')}
        </Link>
        <Link className="button button--secondary" to={tablePath(area, 'expenses')} state={{ modal: true }}>
          {t('home.cash.addExpense')}
        </Link>
      </div>
      <p className="cash-today__note muted">{t('home.cash.fromPhone')}</p>
    </section>
  );
}
