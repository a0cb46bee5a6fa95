/**
 * The 12 months as a chart: revenue as bars, net cashflow as a line over them, drawn with uPlot.
 * Its own chunk with uPlot, imported only when a profile shows its figures. Bars start at zero so a
 * month's loss shows below the line.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { barSeries, periodAxes, periodScales } from '../../lib/charts/periodChart';
import { plainAmount } from './display';

const HEIGHT = 280;
const REVENUE_COLOUR = '#0f766e';
const CASHFLOW_COLOUR = '#b45309';
/** CSS pixels a month's name needs under its bar. */
const MIN_LABEL_ROOM = 32;

export interface ChartSeries {
  /** The months in full ("Mar 2026"), for the legend. */
  labels: readonly string[];
  /** The months as short as the axis needs ("Mar"). */
  ticks: readonly string[];
  /** Decimal text, one a month, oldest first. */
  revenue: readonly string[];
  netCashflow: readonly string[];
  texts: { revenue: string; netCashflow: string; month: string; label: string };
}

function options({ labels, ticks, revenue, netCashflow, texts }: ChartSeries, width: number): uPlot.Options {
  const amount = (values: readonly string[]) => (_u: uPlot, _raw: number, _s: number, idx: number | null) =>
    idx === null ? '' : plainAmount(values[idx] ?? '');
  return {
    width,
    height: HEIGHT,
    scales: periodScales(labels.length),
    axes: periodAxes(ticks, MIN_LABEL_ROOM),
    series: [
      { label: texts.month, value: (_u, raw) => labels[raw] ?? '' },
      barSeries(uPlot.paths.bars, { label: texts.revenue, colour: REVENUE_COLOUR, size: [0.6, 40], shown: (idx) => plainAmount(revenue[idx] ?? '') }),
      { label: texts.netCashflow, stroke: CASHFLOW_COLOUR, width: 2, points: { show: true, size: 6 }, value: amount(netCashflow) },
    ],
    cursor: { drag: { x: false, y: false } },
  };
}

export interface ChartProps {
  series: ChartSeries;
}

export function PerformanceChart({ series }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const data: uPlot.AlignedData = [series.labels.map((_, index) => index), series.revenue.map(Number), series.netCashflow.map(Number)];
    const plot = new uPlot(options(series, element.clientWidth || 320), data, element);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth || 320, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series]);

  return <div ref={box} className="investor__chart" role="img" aria-label={series.texts.label} />;
}
