/** 'My Invest Profile' (spec 002 section 2.4): the profile read-only, with its map and pictures. */
import { Fragment, useMemo } from 'react';
import { Link } from 'react-router';
import { PlaceMap } from '../../components/PlaceMap';
import { placeOf } from '../../lib/core-invest';
import { useI18n } from '../../lib/i18n';
import type { Category, ChosenPicture, InvestProfile } from './api';
import { PictureField } from './PictureField';
import { useMapTexts } from './useMapTexts';

interface ProfileViewProps {
  profile: InvestProfile;
  categories: Category[];
  /** Pictures waiting in the queue with a save, shown in place of the stored ones. */
  waiting?: { image: ChosenPicture | null; logo: ChosenPicture | null };
}

const TEXTS = ['overview', 'companyDifferentiation', 'yearPlan5', 'investorBenefit', 'currentNeed', 'businessAddress'] as const;

export function ProfileView({ profile, categories, waiting }: ProfileViewProps) {
  const { t, lang } = useI18n();
  const mapTexts = useMapTexts();
  const place = useMemo(() => placeOf(profile.mapLink), [profile.mapLink]);
  const category = categories.find((item) => item.id === profile.businessCategory);
  const categoryName = category ? (lang === 'sw' ? category.nameSw : category.nameEn) : profile.businessCategoryName;
  const isPublic = profile.enabled === 1 && profile.readyForGrowth === 1;
  const yesNo = (on: number) => (on === 1 ? t('invest.yes') : t('invest.no'));
  return (
    <div className="invest-view">
      <div className="invest-view__pictures">
        <PictureField id="invest-view-logo" label={t('invest.field.logo')} kind="logo" stored={profile.logoUrl} chosen={waiting?.logo ?? null} />
        <PictureField id="invest-view-image" label={t('invest.field.image')} kind="image" stored={profile.imageUrl} chosen={waiting?.image ?? null} />
      </div>
      <h2 className="invest-view__name">{profile.displayName || profile.name}</h2>
      <dl className="invest-view__facts">
        <dt>{t('invest.field.name')}</dt>
        <dd>{profile.name}</dd>
        <dt>{t('invest.field.category')}</dt>
        <dd>{categoryName}</dd>
        <dt>{t('invest.field.phone')}</dt>
        <dd>{profile.phone}</dd>
        {TEXTS.map((field) => (
          <Fragment key={field}>
            <dt>{t(`invest.field.${field}`)}</dt>
            <dd className="invest-view__text">{profile[field] || <span className="muted">{t('invest.notGiven')}</span>}</dd>
          </Fragment>
        ))}
        <dt>{t('invest.field.videoId')}</dt>
        <dd>
          {profile.videoId ? (
            <a href={`https://www.youtube.com/watch?v=${encodeURIComponent(profile.videoId)}`} target="_blank" rel="noreferrer">
              youtube.com/watch?v={profile.videoId}
            </a>
          ) : (
            <span className="muted">{t('invest.notGiven')}</span>
          )}
        </dd>
        <dt>{t('invest.field.enabled')}</dt>
        <dd>{yesNo(profile.enabled)}</dd>
        <dt>{t('invest.field.readyForGrowth')}</dt>
        <dd>{yesNo(profile.readyForGrowth)}</dd>
        <dt>{t('invest.field.showPerformance')}</dt>
        <dd>{yesNo(profile.showPerformance)}</dd>
      </dl>
      <section className="invest-view__map" aria-label={t('invest.field.mapLink')}>
        <h3>{t('invest.field.mapLink')}</h3>
        {place ? <PlaceMap place={place} view={{ centre: place, zoom: 15 }} texts={mapTexts} /> : <p className="muted">{t('invest.map.none')}</p>}
      </section>
      <p className="notice-inline">
        {isPublic ? t('invest.public') : t('invest.private')}{' '}
        {isPublic ? <Link to={`/investors/${encodeURIComponent(profile.id)}`}>{t('invest.toInvestors')}</Link> : null}
      </p>
    </div>
  );
}
