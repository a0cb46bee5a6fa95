/**
 * The report's bar chart (spec 002 section 9: the categories are the banks and money services, then
 * Discrepancy): each institution's money in and money out over the quarter, and the discrepancy
 * between the statements and DigiKua. uPlot, in a chunk of its own loaded with the report.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { barSeries, periodAxes, periodScales } from '../../lib/charts/periodChart';
import { formatKsh } from '../../lib/core-bookkeeping';
import { useI18n } from '../../lib/i18n';
import type { ValidationReport } from './api';

const HEIGHT = 240;
const IN_COLOUR = '#0f766e';
const OUT_COLOUR = '#b45309';
const MIN_LABEL_ROOM = 60;

const bars = (label: string, colour: string, values: readonly (string | null)[], align: -1 | 1): uPlot.Series =>
  barSeries(uPlot.paths.bars, { label, colour, size: [0.3, 36], align, shown: (idx) => formatKsh(values[idx] ?? '') });

export default function ReportChart({ report }: { report: ValidationReport }) {
  const { t } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const texts = { category: t('validation.chart.category'), in: t('validation.report.moneyIn'), out: t('validation.report.moneyOut'), discrepancy: t('validation.report.discrepancy') };

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const names = [...report.byInstitution.map((i) => i.institutionName), texts.discrepancy];
    const moneyIn = [...report.byInstitution.map((i) => i.moneyIn), report.discrepancy];
    const moneyOut: (string | null)[] = [...report.byInstitution.map((i) => i.moneyOut), null];
    const options: uPlot.Options = {
      width: element.clientWidth || 320,
      height: HEIGHT,
      scales: periodScales(names.length),
      axes: periodAxes(names, MIN_LABEL_ROOM),
      series: [{ label: texts.category, value: (_u, raw) => names[raw] ?? '' }, bars(texts.in, IN_COLOUR, moneyIn, -1), bars(texts.out, OUT_COLOUR, moneyOut, 1)],
      cursor: { drag: { x: false, y: false }, points: { show: false } },
    };
    const data = [names.map((_, index) => index), moneyIn.map(Number), moneyOut.map((v) => (v === null ? null : Number(v)))];
    const plot = new uPlot(options, data as uPlot.AlignedData, element);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth || 320, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [report, texts.category, texts.in, texts.out, texts.discrepancy]);

  return <div ref={box} className="validation__chart" role="img" aria-label={t('validation.chart.label')} />;
}
