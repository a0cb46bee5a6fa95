import { Link } from 'react-router';
import { config } from '../lib/config';
import { useI18n } from '../lib/i18n';

/** The brand mark: three rising bars and a coin (the same drawing as the app icon). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="13" fill="var(--brand)" />
      <circle cx="44.8" cy="11.5" r="6.1" fill="var(--accent)" />
      <g fill="#fff">
        <rect x="11.5" y="38.4" width="10.2" height="14.1" rx="2.5" />
        <rect x="25.6" y="29.4" width="10.2" height="23.1" rx="2.5" />
        <rect x="39.7" y="20.5" width="10.2" height="32" rx="2.5" />
      </g>
    </svg>
  );
}

/** Mark and system name, linking to `to`. */
export function Brand({ to = '/' }: { to?: string }) {
  const { t } = useI18n();
  const name = t('app.name', { product: config.product });
  // Phones hide the name and show the mark alone: the link keeps the name as its label.
  return (
    <Link to={to} className="brand" aria-label={name}>
      <BrandMark />
      <span className="brand__name">{name}</span>
    </Link>
  );
}
