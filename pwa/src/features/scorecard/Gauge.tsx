/** The score on a half-circle gauge: the rank group's stops cut it into the four bands, a needle marks the score. */
import { BANDS } from './api';
import { gaugeArc, gaugePoint, stopSegments } from './arcs';
import '../../components/scoreBand.css';

const CX = 100;
const CY = 100;
const R = 80;

export function Gauge({ stops, score, label }: { stops: readonly number[]; score: number | null; label: string }) {
  const [nx, ny] = gaugePoint(score ?? 0, CX, CY, R - 22);
  return (
    <svg className="sc-gauge" viewBox="-14 0 228 112" role="img" aria-label={label}>
      {stopSegments(stops).map(([from, to], index) => (
        <path key={from} className={`sc-arc score-band--${BANDS[index] ?? 'bad'}`} d={gaugeArc(from, to, CX, CY, R)} />
      ))}
      {stops.map((stop) => {
        const [x, y] = gaugePoint(stop, CX, CY, R + 14);
        return (
          <text key={stop} x={x} y={Math.min(y, CY + 10)}>
            {stop}
          </text>
        );
      })}
      {score === null ? null : <line x1={CX} y1={CY} x2={nx} y2={ny} />}
      <circle cx={CX} cy={CY} r={5} />
    </svg>
  );
}
