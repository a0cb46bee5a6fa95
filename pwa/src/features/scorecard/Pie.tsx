/** The risk categories in a pie: one slice per band holding that many categories, with its legend. */
import { BANDS, type Band } from './api';
import { pieSlices } from './arcs';
import '../../components/scoreBand.css';

export function Pie({ counts, names, label }: { counts: Readonly<Record<Band, number>>; names: Readonly<Record<Band, string>>; label: string }) {
  const slices = pieSlices(BANDS.map((band) => counts[band]), 60, 60, 56);
  return (
    <figure className="sc-pie">
      <svg viewBox="0 0 120 120" role="img" aria-label={label}>
        <circle cx={60} cy={60} r={56} />
        {slices.map((d, index) => (d ? <path key={BANDS[index]} d={d} className={`score-band--${BANDS[index]}`} /> : null))}
      </svg>
      <figcaption>
        <ul className="sc-legend">
          {BANDS.map((band) => (
            <li key={band}>
              <span className={`sc-legend__swatch score-band--${band}`} aria-hidden="true" />
              {names[band]} <strong>{counts[band]}</strong>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
