/**
 * The business's last 12 months: a chart (uPlot, in a chunk of its own loaded only here) and the
 * same figures in a table, which is what a screen reader reads. Without the chart's code the table
 * alone is shown.
 */
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useI18n } from '../../lib/i18n';
import type { MonthFigures } from './api';
import { monthLabel, monthTick, plainAmount } from './display';
import type { ChartProps, ChartSeries } from './PerformanceChart';

export function PerformanceSection({ months }: { months: readonly MonthFigures[] }) {
  const { t, lang } = useI18n();
  const [Chart, setChart] = useState<ComponentType<ChartProps> | null>(null);
  useEffect(() => {
    let live = true;
    import('./PerformanceChart').then(
      (module) => live && setChart(() => module.PerformanceChart),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const series = useMemo<ChartSeries>(
    () => ({
      labels: months.map((month) => monthLabel(month.month, lang)),
      ticks: months.map((month) => monthTick(month.month, lang)),
      revenue: months.map((month) => month.revenue),
      netCashflow: months.map((month) => month.netCashflow),
      texts: { revenue: t('investors.revenue'), netCashflow: t('investors.netCashflow'), month: t('investors.month'), label: t('investors.chartLabel') },
    }),
    [months, lang, t],
  );
  const { labels } = series;

  return (
    <section className="investor__section investor__performance" aria-labelledby="investor-performance">
      <h2 id="investor-performance">{t('investors.performance')}</h2>
      <p className="muted">{t('investors.performanceNote')}</p>
      {Chart ? (
        <Chart series={series} />
      ) : null}
      <div className="investor__table" role="region" aria-labelledby="investor-performance" tabIndex={0}>
        <table>
          <caption className="sr-only">{t('investors.performance')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('investors.month')}</th>
              <th scope="col">{t('investors.revenue')}</th>
              <th scope="col">{t('investors.grossMargin')}</th>
              <th scope="col">{t('investors.netCashflow')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month, at) => (
              <tr key={month.month}>
                <th scope="row">{labels[at]}</th>
                <td>{plainAmount(month.revenue)}</td>
                <td>{plainAmount(month.grossMarginPercent)}</td>
                <td>{plainAmount(month.netCashflow)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
