/** Where the business is: the shared map, read-only, close in on its place. */
import { PlaceMap, type PlaceMapTexts } from '../../components/PlaceMap';
import { useI18n } from '../../lib/i18n';
import { placeOf } from './api';

/** Close enough to see the streets around one shop. */
const PROFILE_ZOOM = 15;

export function ProfileMap({ mapLink }: { mapLink: string }) {
  const { t } = useI18n();
  const place = placeOf(mapLink);
  if (!place) return null;
  const texts: PlaceMapTexts = {
    label: t('investors.map.label'),
    offline: t('investors.map.offline'),
    failed: t('investors.map.failed'),
    coordinates: (shown) => t('investors.map.coordinates', { lng: shown.lng, lat: shown.lat }),
    none: t('investors.map.none'),
  };
  return (
    <section className="investor__section investor__map">
      <h2>{t('investors.location')}</h2>
      <PlaceMap place={place} view={{ centre: place, zoom: PROFILE_ZOOM }} texts={texts} />
    </section>
  );
}
