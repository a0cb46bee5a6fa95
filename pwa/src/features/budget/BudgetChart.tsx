/**
 * The budget against actual by period (both tables together), drawn with uPlot: budget and actual
 * as bars side by side, following the Budget and Actual toggles. Its own chunk with uPlot, loaded
 * when the page shows periods.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { barSeries, periodAxes, periodScales } from '../../lib/charts/periodChart';
import { formatKsh } from '../../lib/core-bookkeeping';
import type { BudgetReport } from '../../lib/core-budget';
import { useI18n } from '../../lib/i18n';
import type { Shown } from './BudgetTable';

const HEIGHT = 260;
const BUDGET_COLOUR = '#0f766e';
const ACTUAL_COLOUR = '#b45309';
/** CSS pixels a period's name needs under its bars. */
const MIN_LABEL_ROOM = 28;

const bars = (label: string, colour: string, values: readonly string[], align: -1 | 0 | 1): uPlot.Series =>
  barSeries(uPlot.paths.bars, { label, colour, size: [align === 0 ? 0.6 : 0.3, 40], align, shown: (idx) => formatKsh(values[idx] ?? '') });

export default function BudgetChart({ report, shown }: { report: BudgetReport; shown: Shown }) {
  const { t } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const periodText = t('budget.chart.period');
  const budgetText = t('budget.table.budget');
  const actualText = t('budget.table.actual');

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const names = report.periods.map((p) => String(p.number));
    const budget = report.totals.map((f) => f.budget);
    const actual = report.totals.map((f) => f.actual);
    const both = shown.budget && shown.actual;
    const series: uPlot.Series[] = [{ label: periodText, value: (_u, raw) => `${periodText} ${names[raw] ?? ''}` }];
    const data: (number | null)[][] = [names.map((_, index) => index)];
    if (shown.budget) {
      series.push(bars(budgetText, BUDGET_COLOUR, budget, both ? -1 : 0));
      data.push(budget.map(Number));
    }
    if (shown.actual) {
      series.push(bars(actualText, ACTUAL_COLOUR, actual, both ? 1 : 0));
      data.push(actual.map(Number));
    }
    const options: uPlot.Options = {
      width: element.clientWidth || 320,
      height: HEIGHT,
      scales: periodScales(names.length),
      axes: periodAxes(names, MIN_LABEL_ROOM),
      series,
      cursor: { drag: { x: false, y: false }, points: { show: false } },
    };
    const plot = new uPlot(options, data as uPlot.AlignedData, element);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth || 320, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [report, shown, periodText, budgetText, actualText]);

  return <div ref={box} className="budget__chart" role="img" aria-label={t('budget.chart.label')} />;
}
