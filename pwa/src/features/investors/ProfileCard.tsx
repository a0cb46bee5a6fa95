/** One business on the investors' list: its picture (or logo), name, category, overview and place; the whole card opens it. */
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import type { ProfileSummary } from './api';
import { categoryName, initialOf } from './display';

export function ProfileCard({ profile }: { profile: ProfileSummary }) {
  const { lang } = useI18n();
  const picture = profile.imageUrl ?? profile.logoUrl;
  return (
    <li className="investor-card card">
      {picture ? (
        <img className="investor-card__picture" src={picture} alt="" loading="lazy" />
      ) : (
        <span className="investor-card__picture investor-card__picture--none" aria-hidden="true">
          {initialOf(profile.displayName)}
        </span>
      )}
      <div className="investor-card__body">
        <h2 className="investor-card__name">
          <Link to={`/investors/${encodeURIComponent(profile.id)}`}>{profile.displayName}</Link>
        </h2>
        <p className="investor-card__category">{categoryName(profile, lang)}</p>
        {profile.overview ? <p className="investor-card__overview">{profile.overview}</p> : null}
        {profile.businessAddress ? <p className="investor-card__address">{profile.businessAddress}</p> : null}
      </div>
    </li>
  );
}
