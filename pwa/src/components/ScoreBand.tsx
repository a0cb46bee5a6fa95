/** A scorecard band as a coloured badge: Bad (red), Average (orange), Good (yellow), Excellent (teal). `label` comes translated. */
import './scoreBand.css';

export function ScoreBand({ band, label }: { band: string | null | undefined; label: string }) {
  if (!band) return null;
  return <span className={`score-band score-band--${band}`}>{label}</span>;
}
