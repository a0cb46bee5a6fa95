/** A public profile as read: the business's words, its place, its video and its figures. */
import type { ReactNode } from 'react';
import { useI18n, type MessageKey } from '../../lib/i18n';
import type { PublicProfile } from './api';
import { categoryName } from './display';
import { PerformanceSection } from './PerformanceSection';
import { ProfileMap } from './ProfileMap';
import { ProfileVideo } from './ProfileVideo';

const SECTIONS: ReadonlyArray<readonly [keyof PublicProfile, MessageKey]> = [
  ['overview', 'investors.overview'],
  ['companyDifferentiation', 'investors.valueProposition'],
  ['yearPlan5', 'investors.yearPlan5'],
  ['investorBenefit', 'investors.investorBenefit'],
  ['currentNeed', 'investors.currentNeed'],
  ['businessAddress', 'investors.address'],
];

export function ProfileDetails({ profile, back }: { profile: PublicProfile; back: ReactNode }) {
  const { t, lang } = useI18n();
  const name = profile.displayName;
  return (
    <article className="page investor">
      <p>{back}</p>
      <header className="investor__head">
        {profile.logoUrl ? <img className="investor__logo" src={profile.logoUrl} alt={t('investors.logo', { name })} /> : null}
        <div>
          <h1>{name}</h1>
          <p className="investor__category">{categoryName(profile, lang)}</p>
        </div>
      </header>
      {profile.imageUrl ? <img className="investor__picture" src={profile.imageUrl} alt={t('investors.picture', { name })} /> : null}
      <div className="investor__sections">
        {SECTIONS.map(([field, title]) => {
          const text = String(profile[field] ?? '').trim();
          return text ? (
            <section key={field} className="investor__section">
              <h2>{t(title)}</h2>
              <p>{text}</p>
            </section>
          ) : null;
        })}
      </div>
      {profile.mapLink ? <ProfileMap mapLink={profile.mapLink} /> : null}
      {profile.videoId ? <ProfileVideo videoId={profile.videoId} name={name} /> : null}
      {profile.performance ? <PerformanceSection months={profile.performance} /> : null}
    </article>
  );
}
