/**
 * The parts every uPlot chart of periods shares (DigiKua's analytics, the investors' 12 months, a
 * budget by period): one slot per period, names under the bars thinned to every other one when a
 * phone has no room, compact amounts on the side, and a value scale that always shows zero so a loss
 * goes below the line. Only types come from uPlot: each chart's chunk brings uPlot itself.
 */
import type uPlot from 'uplot';

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumSignificantDigits: 3 });

/** The x scale of `count` periods and a y scale that keeps zero in view. */
export function periodScales(count: number): uPlot.Scales {
  return {
    x: { time: false, range: [-0.5, count - 0.5] },
    y: { range: (_u, min, max) => [Math.min(0, min * 1.1), Math.max(0, max * 1.1) || 1] },
  };
}

/** The axes: the periods' names (every other one when each has less than `minRoom` CSS pixels), compact amounts. */
export function periodAxes(names: readonly string[], minRoom: number): uPlot.Axis[] {
  const slots = names.map((_, index) => index);
  const shown = (u: uPlot, splits: number[]) => {
    const room = u.bbox.width / (globalThis.devicePixelRatio || 1) / Math.max(names.length, 1);
    return splits.map((i) => (room >= minRoom || i % 2 === 0 ? (names[i] ?? '') : ''));
  };
  return [
    { splits: () => slots, values: shown, grid: { show: false } },
    { values: (_u, splits) => splits.map((v) => compact.format(v)), size: 52 },
  ];
}

export interface BarsOptions {
  label: string;
  colour: string;
  /** uPlot's bar size: the share of a period's slot and the most CSS pixels. */
  size: [number, number];
  /** -1, 0 or 1: left of, on or right of the period's slot (two series side by side). */
  align?: -1 | 0 | 1;
  /** A period's amount as the legend writes it. */
  shown: (index: number) => string;
}

/**
 * A series of bars from zero (a loss goes below the line). `bars` is uPlot's bar path builder
 * (`uPlot.paths.bars`), passed by the chart's chunk, which brings uPlot.
 */
export function barSeries(bars: typeof uPlot.paths.bars, { label, colour, size, align = 0, shown }: BarsOptions): uPlot.Series {
  return {
    label,
    fill: colour,
    stroke: colour,
    width: 0,
    fillTo: 0,
    points: { show: false },
    paths: bars?.({ size, align }),
    value: (_u, _raw, _s, idx) => (idx === null ? '' : shown(idx)),
  };
}
