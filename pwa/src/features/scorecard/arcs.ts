/**
 * The arc maths of the scorecard's two small SVG charts: the gauge (a half circle from 0 on the
 * left to 100 on the right, cut at the rank group's stops) and the pie of the risk categories.
 */
const round = (value: number) => Math.round(value * 100) / 100;

/** The point of the half circle at `value` (0–100), centre (cx, cy), radius r. */
export function gaugePoint(value: number, cx: number, cy: number, r: number): [number, number] {
  const clamped = Math.min(100, Math.max(0, value));
  const angle = Math.PI * (1 - clamped / 100);
  return [round(cx + r * Math.cos(angle)), round(cy - r * Math.sin(angle))];
}

/** The SVG path of the half circle's arc from `from` to `to` (values 0–100). */
export function gaugeArc(from: number, to: number, cx: number, cy: number, r: number): string {
  const [x0, y0] = gaugePoint(from, cx, cy, r);
  const [x1, y1] = gaugePoint(to, cx, cy, r);
  return `M${x0} ${y0}A${r} ${r} 0 0 1 ${x1} ${y1}`;
}

/** The stops' consecutive pairs, one per band: [0,50,60,70,100] → [[0,50],[50,60],[60,70],[70,100]]. */
export function stopSegments(stops: readonly number[]): [number, number][] {
  return stops.slice(1).map((stop, index) => [stops[index] ?? 0, stop]);
}

/** The point at `turn` (0–1, clockwise from the top) of a circle. */
function piePoint(turn: number, cx: number, cy: number, r: number): [number, number] {
  const angle = 2 * Math.PI * turn;
  return [round(cx + r * Math.sin(angle)), round(cy - r * Math.cos(angle))];
}

/**
 * The pie's slices for `values` (their share of the total), each an SVG path, in order; a value of
 * 0 has no slice (null), a value that is the whole total is a full circle.
 */
export function pieSlices(values: readonly number[], cx: number, cy: number, r: number): (string | null)[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  let start = 0;
  return values.map((value) => {
    if (total <= 0 || value <= 0) return null;
    const share = value / total;
    if (share >= 1) return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
    const [x0, y0] = piePoint(start, cx, cy, r);
    start += share;
    const [x1, y1] = piePoint(start, cx, cy, r);
    return `M${cx} ${cy}L${x0} ${y0}A${r} ${r} 0 ${share > 0.5 ? 1 : 0} 1 ${x1} ${y1}Z`;
  });
}
