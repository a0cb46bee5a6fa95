/**
 * The tap-to-choose map, drawn by Leaflet. Only of use online (its tiles come from the tile server),
 * so it is loaded by `components/PlaceMap` when the phone is online and is in no install
 * (`.online.ts`, docs/offline.md). The place is a vector circle: no marker pictures to fetch.
 */
import { circleMarker, map as leafletMap, tileLayer, type CircleMarker, type LeafletMouseEvent } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapView, Place } from './place';

export interface MapOptions {
  view: MapView;
  place: Place | null;
  /** The tile server's address, `{z}/{x}/{y}` in it. */
  tiles: string;
  attribution: string;
  /** Given: a tap (or a click) chooses the place. */
  onPick?: (place: Place) => void;
  /** Called once when a tile cannot load (no network, the server refuses). */
  onTilesFailed: () => void;
}

export interface PlacedMap {
  show(place: Place | null): void;
  remove(): void;
}

const latLng = (place: Place): [number, number] => [Number(place.lat), Number(place.lng)];

/** Six decimals, about 11 cm: what core keeps. */
const placeOf = (event: LeafletMouseEvent): Place => ({
  lng: event.latlng.wrap().lng.toFixed(6),
  lat: event.latlng.lat.toFixed(6),
});

export function mountMap(element: HTMLElement, options: MapOptions): PlacedMap {
  const map = leafletMap(element, { center: latLng(options.place ?? options.view.centre), zoom: options.view.zoom });
  map.attributionControl.setPrefix('Leaflet');
  let failed = false;
  tileLayer(options.tiles, { attribution: options.attribution, maxZoom: 19 })
    .on('tileerror', () => {
      if (failed) return;
      failed = true;
      options.onTilesFailed();
    })
    .addTo(map);
  let marker: CircleMarker | null = null;
  const show = (place: Place | null) => {
    marker?.remove();
    marker = place ? circleMarker(latLng(place), { radius: 9, weight: 3, color: '#0b5f3a', fillOpacity: 0.5 }).addTo(map) : null;
  };
  show(options.place);
  const pick = options.onPick;
  if (pick) map.on('click', (event: LeafletMouseEvent) => pick(placeOf(event)));
  return { show, remove: () => map.remove() };
}
