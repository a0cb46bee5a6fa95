/**
 * The summary cards (spec 002 sections 2.1, 8.1, 9): title, value, colour and icon per figure of
 * core's cashflow summary; 'Error occurred.' on each card when the summary cannot be computed.
 */
import type { CSSProperties, ReactNode } from 'react';
import { formatKsh, type CashflowSummary } from '../../../lib/core-bookkeeping';
import { useI18n, type MessageKey } from '../../../lib/i18n';

type Figure = Exclude<keyof CashflowSummary, 'entries' | 'productSales' | 'serviceSales'>;

interface CardSpec {
  figure: Figure;
  title: MessageKey;
  colour: 'green' | 'orange' | 'teal' | 'red' | 'blue' | 'purple' | 'dark' | 'amber' | 'indigo';
  /** An SVG path (24×24, drawn as a line). */
  icon: string;
  percent?: boolean;
}

export const CARDS: readonly CardSpec[] = [
  { figure: 'revenue', title: 'digikua.card.revenue', colour: 'green', icon: 'M3 17l6-6 4 4 8-8M14 7h7v7' },
  { figure: 'costOfGoods', title: 'digikua.card.costOfGoods', colour: 'orange', icon: 'M21 8l-9-5-9 5v8l9 5 9-5zM3 8l9 5 9-5M12 13v8' },
  { figure: 'grossProfit', title: 'digikua.card.grossProfit', colour: 'teal', icon: 'M4 20V10M10 20V4M16 20v-6M2 20h20' },
  {
    figure: 'operatingExpense',
    title: 'digikua.card.operatingExpense',
    colour: 'red',
    icon: 'M6 2h12v20l-3-2-3 2-3-2-3 2zM9 7h6M9 11h6M9 15h4',
  },
  {
    figure: 'operatingCashflow',
    title: 'digikua.card.operatingCashflow',
    colour: 'blue',
    icon: 'M17 2l4 4-4 4M3 11V9a3 3 0 013-3h15M7 22l-4-4 4-4M21 13v2a3 3 0 01-3 3H3',
  },
  {
    figure: 'capitalExpenditure',
    title: 'digikua.card.capitalExpenditure',
    colour: 'purple',
    icon: 'M3 21h18M5 21V8l7-5 7 5v13M9 21v-6h6v6',
  },
  {
    figure: 'netCashflow',
    title: 'digikua.card.netCashflow',
    colour: 'dark',
    icon: 'M3 7h15a3 3 0 013 3v7a3 3 0 01-3 3H3zM3 7V5a2 2 0 012-2h11M16 13.5h.01',
  },
  {
    figure: 'grossMarginPercent',
    title: 'digikua.card.grossMargin',
    colour: 'amber',
    icon: 'M19 5L5 19M6.5 9a2.5 2.5 0 100-5 2.5 2.5 0 000 5zM17.5 20a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
    percent: true,
  },
  {
    figure: 'investments',
    title: 'digikua.card.investments',
    colour: 'indigo',
    icon: 'M12 22V12M12 12C12 7 8 4 3 4c0 5 4 8 9 8zM12 12c0-4 3-7 8-7 0 4-3 7-8 7z',
  },
];

/** An amount with no-break spaces, so that a line never breaks inside it ('Ksh' and its figure). */
const unbroken = (amount: string): string => amount.replace(/ /g, '\u00a0');

export type SummaryState = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; summary: CashflowSummary };

export function SummaryCards({ state }: { state: SummaryState }) {
  const { t } = useI18n();
  return (
    <ul className="dk-stats">
      {CARDS.map((card) => {
        let value: ReactNode;
        let detail: ReactNode = null;
        let negative = false;
        if (state.kind === 'loading') {
          value = <span className="dk-stat__pending">{t('digikua.summary.loading')}</span>;
        } else if (state.kind === 'error') {
          value = <span className="dk-stat__error">{t('digikua.summary.cardError')}</span>;
        } else {
          const text = state.summary[card.figure];
          negative = text.startsWith('-');
          const amount = card.percent ? t('digikua.card.percent', { n: text }) : formatKsh(text);
          // The amount never breaks; a long one is drawn smaller to fit its card (summary.css).
          value = (
            <span className="dk-stat__amount" style={{ '--chars': amount.length } as CSSProperties}>
              {amount}
            </span>
          );
          if (card.figure === 'revenue') {
            detail = t('digikua.summary.revenueDetail', {
              products: unbroken(formatKsh(state.summary.productSales)),
              services: unbroken(formatKsh(state.summary.serviceSales)),
            });
          }
        }
        return (
          <li key={card.figure} className={`dk-stat dk-stat--${card.colour}`} data-figure={card.figure}>
            <div className="dk-stat__body">
              <span className="dk-stat__icon" aria-hidden="true">
                <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                  <path d={card.icon} />
                </svg>
              </span>
              <span className="dk-stat__title">{t(card.title)}</span>
              <strong className={negative ? 'dk-stat__value dk-stat__value--negative' : 'dk-stat__value'}>{value}</strong>
              {detail ? <span className="dk-stat__detail">{detail}</span> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
