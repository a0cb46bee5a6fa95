/**
 * A map showing one place, where a tap chooses it when `onPick` is given. Leaflet and its tiles load
 * only while the phone is online (`lib/map/leaflet.online.ts`, in no install); offline, or when the
 * tiles cannot load, the coordinates below the map still say where the place is, and a place
 * chosen before stays as it is. Texts come translated from the feature.
 */
import { useEffect, useRef, useState } from 'react';
import { config } from '../lib/config';
import type { MapView, Place } from '../lib/map/place';
import type { PlacedMap } from '../lib/map/leaflet.online';
import { useOnline } from '../lib/useOnline';
import './placeMap.css';

export interface PlaceMapTexts {
  /** The map's accessible name: "Business location map". */
  label: string;
  /** Offline: "The map needs a connection." */
  offline: string;
  /** The tiles or the map's code failed: "The map could not load: the place is kept by its coordinates." */
  failed: string;
  /** The coordinates line: "Longitude {lng}, latitude {lat}". */
  coordinates: (place: Place) => string;
  /** No place yet: "No place chosen yet". */
  none: string;
}

interface PlaceMapProps {
  place: Place | null;
  view: MapView;
  onPick?: (place: Place) => void;
  texts: PlaceMapTexts;
}

export function PlaceMap({ place, view, onPick, texts }: PlaceMapProps) {
  const online = useOnline();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<PlacedMap | null>(null);
  const [failed, setFailed] = useState(false);
  const pick = useRef(onPick);
  pick.current = onPick;
  const picking = onPick !== undefined;
  const first = useRef({ place, view });

  useEffect(() => {
    if (!online || !element.current) return;
    let live = true;
    const target = element.current;
    import('../lib/map/leaflet.online').then(
      ({ mountMap }) => {
        if (!live) return;
        map.current = mountMap(target, {
          view: first.current.view,
          place: first.current.place,
          tiles: config.map.tiles,
          attribution: config.map.attribution,
          onPick: picking ? (chosen) => pick.current?.(chosen) : undefined,
          onTilesFailed: () => setFailed(true),
        });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      map.current?.remove();
      map.current = null;
    };
  }, [online, picking]);

  useEffect(() => {
    first.current.place = place;
    map.current?.show(place);
  }, [place]);

  const note = !online ? texts.offline : failed ? texts.failed : null;
  return (
    <div className="place-map">
      {online ? <div ref={element} className="place-map__map" role="application" aria-label={texts.label} /> : null}
      {note ? (
        <p className="place-map__note" role="status">
          {note}
        </p>
      ) : null}
      <p className="place-map__coordinates" data-testid="place-coordinates">
        {place ? texts.coordinates(place) : texts.none}
      </p>
    </div>
  );
}
