import { useMemo } from 'react';
import type { PlaceMapTexts } from '../../components/PlaceMap';
import { useI18n } from '../../lib/i18n';

/** The map's texts in the current language. */
export function useMapTexts(): PlaceMapTexts {
  const { t } = useI18n();
  return useMemo(
    () => ({
      label: t('invest.map.label'),
      offline: t('invest.map.offline'),
      failed: t('invest.map.failed'),
      coordinates: (place) => t('invest.map.coordinates', { lng: place.lng, lat: place.lat }),
      none: t('invest.map.none'),
    }),
    [t],
  );
}
