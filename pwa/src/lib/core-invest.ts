/**
 * The invest profile's rules (spec 002 section 5.3) from the `books` WASM package: the form's checks
 * in the spec's order, the map's place as the spec's text, the map's first view and a video id read
 * from a YouTube link. Nothing is decided here.
 */
import * as wasm from '../wasm-pkg/books/portal_core.js';
import { booksLoader as loader } from './core-books';
import type { MapView, Place } from './map/place';

export const loadInvestCore = (): Promise<void> => loader.load();

/** For tests in node: instantiate from the .wasm bytes. */
export const loadInvestCoreSync = (bytes: BufferSource): void => loader.loadSync(bytes);

const SEPARATOR = '\u001f';

/** The profile's fields as the form holds them (the 7.3 body's names; switches as '0' or '1'). */
export interface InvestForm {
  name: string;
  displayName: string;
  businessCategory: string;
  phone: string;
  overview: string;
  companyDifferentiation: string;
  yearPlan5: string;
  investorBenefit: string;
  currentNeed: string;
  businessAddress: string;
  mapLink: string;
  videoId: string;
  enabled: string;
  readyForGrowth: string;
  showPerformance: string;
}

/** The order core reads the cells in (core-wasm `invest::FIELDS`). */
export const INVEST_FIELDS: readonly (keyof InvestForm)[] = [
  'name',
  'displayName',
  'businessCategory',
  'phone',
  'overview',
  'companyDifferentiation',
  'yearPlan5',
  'investorBenefit',
  'currentNeed',
  'businessAddress',
  'mapLink',
  'videoId',
  'enabled',
  'readyForGrowth',
  'showPerformance',
];

/** Every problem by field (its English message), in the spec's order; empty when it may be sent. */
export function checkInvestProfile(form: InvestForm): [keyof InvestForm, string][] {
  const cells = INVEST_FIELDS.map((field) => form[field].replaceAll(SEPARATOR, ' ')).join(SEPARATOR);
  const flat = wasm.invest_check(cells);
  const problems: [keyof InvestForm, string][] = [];
  for (let at = 0; at + 1 < flat.length; at += 2) problems.push([flat[at] as keyof InvestForm, flat[at + 1] ?? '']);
  return problems;
}

/** The spec's text of a tapped place, or core's message when it is off the map. */
export function mapLinkOf(place: Place): { text: string } | { problem: string } {
  const [text = '', problem] = wasm.invest_map_text(place.lng, place.lat);
  return problem ? { problem } : { text };
}

/** The place a stored map text names, or null for none. */
export function placeOf(mapLink: string): Place | null {
  const [lng, lat] = wasm.invest_map_place(mapLink);
  return lng !== undefined && lat !== undefined ? { lng, lat } : null;
}

/** Where the map opens before a place is chosen (Nairobi at zoom 13). */
export function defaultMapView(): MapView {
  const [lng = '0', lat = '0', zoom = '13'] = wasm.invest_default_view();
  return { centre: { lng, lat }, zoom: Number(zoom) };
}

/** The video id of an id or a YouTube link, or '' when none can be read. */
export const videoIdOf = (text: string): string => wasm.invest_video_id(text);
