/**
 * The analytics charts (spec 002 section 9: 400 px high): revenue and operating profit per month or
 * quarter, drawn with uPlot. This module and uPlot form a chunk of their own, loaded only when the
 * analytics block is shown. Heights are exact; bars start at zero so a loss shows below the line.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { barSeries, periodAxes, periodScales } from '../../../lib/charts/periodChart';
import { formatKsh } from '../../../lib/core-bookkeeping';

/** Spec 002 section 9. */
export const CHART_HEIGHT = 400;
/** CSS pixels a period's name needs under its bar. */
const MIN_LABEL_ROOM = 30;

export interface BarSeries {
  title: string;
  /** What a period is ('Month', 'Quarter'): the legend's first item while a bar is pointed at. */
  periodLabel: string;
  /** Periods' names as shown under the bars. */
  labels: readonly string[];
  /** Amounts as core's decimal text, one per period. */
  values: readonly string[];
  colour: string;
  /** What a screen reader hears in place of the picture. */
  description: string;
}

function options(series: BarSeries, width: number): uPlot.Options {
  const { labels, values, colour, title, periodLabel } = series;
  return {
    width,
    height: CHART_HEIGHT,
    scales: periodScales(labels.length),
    axes: periodAxes(labels, MIN_LABEL_ROOM),
    series: [
      { label: periodLabel, value: (_u, raw) => labels[raw] ?? '' },
      barSeries(uPlot.paths.bars, { label: title, colour, size: [0.65, 48], shown: (idx) => formatKsh(values[idx] ?? '') }),
    ],
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    // Until a bar is pointed at (or tapped), the legend shows the latest period with an amount.
    hooks: {
      ready: [
        (u) => {
          let last = values.length - 1;
          while (last >= 0 && Number(values[last]) === 0) last -= 1;
          if (last < 0) return;
          u.setCursor({ left: u.valToPos(last, 'x'), top: u.valToPos(Number(values[last]), 'y') });
        },
      ],
    },
  };
}

export function BarChart({ series }: { series: BarSeries }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const data: uPlot.AlignedData = [series.labels.map((_, index) => index), series.values.map(Number)];
    const plot = new uPlot(options(series, element.clientWidth || 320), data, element);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth || 320, height: CHART_HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series]);

  return (
    <figure className="dk-chart">
      <figcaption className="dk-chart__title">{series.title}</figcaption>
      <div ref={box} className="dk-chart__plot" role="img" aria-label={series.description} />
    </figure>
  );
}

/** Both charts of the analytics block. */
export function AnalyticsCharts({ charts }: { charts: readonly BarSeries[] }) {
  return (
    <div className="dk-charts">
      {charts.map((series) => (
        <BarChart key={series.title} series={series} />
      ))}
    </div>
  );
}
