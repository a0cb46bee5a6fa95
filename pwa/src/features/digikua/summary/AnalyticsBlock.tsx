/**
 * The analytics block of the summary (spec 002 sections 2.1, 8.1, 9): a year (the last 5, this year
 * first) and monthly or quarterly periods; revenue and operating profit computed on the phone by
 * core's `cashflowAnalytics` from the summary's columns, the same function the server's
 * /api/stats/cashflow answers with. The empty state for a year with nothing in it (the spec's 'Data not
 * Found' reworded to the lists' "No … yet" family), 'Something went wrong. Try again later' when it
 * cannot be computed or drawn. The charts' code loads with the block.
 */
import { Component, lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { analyticsYears, cashflowAnalytics, formatKsh, type CashColumns, type PeriodMode } from '../../../lib/core-bookkeeping';
import { EmptyState } from '../../../components/EmptyState';
import { useI18n, type MessageKey } from '../../../lib/i18n';
import { withRetry } from '../../../lib/retry';
import type { BarSeries } from './AnalyticsCharts';

const AnalyticsCharts = lazy(() => withRetry(() => import('./AnalyticsCharts'))().then((m) => ({ default: m.AnalyticsCharts })));

const COLOURS = { revenue: '#0f766e', operatingProfit: '#2563eb' } as const;
const MODES: readonly PeriodMode[] = ['monthly', 'quarterly'];

class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    console.error('analytics charts failed', error);
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface Props {
  /** null while the records load. */
  columns: CashColumns | null;
  /** The records could not be read. */
  failed: boolean;
}

export function AnalyticsBlock({ columns, failed }: Props) {
  const { t, lang } = useI18n();
  const years = useMemo(() => analyticsYears(), []);
  const [year, setYear] = useState(years[0] ?? new Date().getFullYear());
  const [mode, setMode] = useState<PeriodMode>('monthly');
  const yearId = useId();
  const modeId = useId();

  const result = useMemo(() => {
    if (!columns) return null;
    try {
      return { analytics: cashflowAnalytics(columns, year, mode), error: false };
    } catch (error) {
      console.error('analytics failed', error);
      return { analytics: null, error: true };
    }
  }, [columns, year, mode]);

  const charts = useMemo((): BarSeries[] => {
    const analytics = result?.analytics;
    if (!analytics || analytics.empty) return [];
    const labels = analytics.labels.map((label) => t(`digikua.period.${label}` as MessageKey));
    const periodLabel = t(mode === 'monthly' ? 'digikua.analytics.month' : 'digikua.analytics.quarter');
    const chart = (title: string, values: string[], colour: string): BarSeries => ({
      title,
      periodLabel,
      labels,
      values,
      colour,
      description: t('digikua.analytics.chartLabel', {
        chart: title,
        year,
        values: labels.map((label, i) => `${label} ${formatKsh(values[i] ?? '')}`).join(', '),
      }),
    });
    return [
      chart(t('digikua.analytics.revenue'), analytics.revenue, COLOURS.revenue),
      chart(t('digikua.analytics.operatingProfit'), analytics.operatingProfit, COLOURS.operatingProfit),
    ];
    // `lang` changes `t`: the labels follow the language.
  }, [result, t, year, mode, lang]);

  const failedText = (
    <p className="dk-analytics__state dk-analytics__state--error" role="alert">
      {t('digikua.analytics.failed')}
    </p>
  );
  const loading = (
    <div className="loading dk-analytics__state" role="status">
      <span className="loading__spinner" aria-hidden="true" />
      <span>{t('digikua.analytics.loading')}</span>
    </div>
  );

  let body: ReactNode;
  if (failed || result?.error) body = failedText;
  else if (!result) body = loading;
  else if (charts.length === 0) body = <EmptyState title={t('digikua.analytics.notFound')} />;
  else
    body = (
      <ChartBoundary key={`${year}-${mode}`} fallback={failedText}>
        <Suspense fallback={loading}>
          <AnalyticsCharts charts={charts} />
        </Suspense>
      </ChartBoundary>
    );

  return (
    <section className="card dk-analytics" aria-labelledby={`${yearId}-title`}>
      <div className="dk-analytics__header">
        <h2 id={`${yearId}-title`}>{t('digikua.analytics.title')}</h2>
        <div className="dk-analytics__controls">
          <div className="field">
            <label className="field__label" htmlFor={yearId}>
              {t('digikua.analytics.year')}
            </label>
            <select id={yearId} className="input select" value={year} onChange={(event) => setYear(Number(event.target.value))}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={modeId}>
              {t('digikua.analytics.mode')}
            </label>
            <select id={modeId} className="input select" value={mode} onChange={(event) => setMode(event.target.value as PeriodMode)}>
              {MODES.map((m) => (
                <option key={m} value={m}>
                  {t(`digikua.analytics.${m}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      {body}
    </section>
  );
}
