/** The progress donut (spec 002 section 2.6): Completed against Pending, as an SVG with its figures in text. */
interface DonutProps {
  /** Core's percent of assignments submitted, with 2 decimals ("33.33"). */
  percent: string;
  /** 100 minus it, from core too. */
  pendingPercent: string;
  label: string;
  completedLabel: string;
  pendingLabel: string;
}

const RADIUS = 15.915; // a circumference of 100, so a percent is a dash length
export function Donut({ percent, pendingPercent, label, completedLabel, pendingLabel }: DonutProps) {
  const done = Number(percent);
  return (
    <figure className="lms-donut">
      <svg viewBox="0 0 42 42" className="lms-donut__chart" role="img" aria-label={label}>
        <circle cx="21" cy="21" r={RADIUS} fill="none" className="lms-donut__pending" strokeWidth="6" />
        <circle
          cx="21"
          cy="21"
          r={RADIUS}
          fill="none"
          className="lms-donut__done"
          strokeWidth="6"
          strokeDasharray={`${done} ${100 - done}`}
          strokeDashoffset="25"
        />
        <text x="21" y="23" textAnchor="middle" className="lms-donut__figure">
          {percent}%
        </text>
      </svg>
      <figcaption className="lms-donut__legend">
        <span>
          <span className="lms-donut__key lms-donut__key--done" aria-hidden="true" /> {completedLabel}: {percent}%
        </span>
        <span>
          <span className="lms-donut__key lms-donut__key--pending" aria-hidden="true" /> {pendingLabel}: {pendingPercent}%
        </span>
      </figcaption>
    </figure>
  );
}
