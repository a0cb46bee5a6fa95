/** The texts a feature's screens have: the shared part and every part its manifest loads. */
import type { Feature } from '../lib/feature';
import { en } from '../lib/i18n/en';
import type { TextPart } from '../lib/i18n/language';
import sharedSwahili from '../lib/i18n/sw';
import { createTranslator, messageKeys, type Translator } from '../lib/i18n/translate';

export interface FeatureTexts {
  /** English by key (each part's English, as it added itself when loaded). */
  english: Readonly<Record<string, string>>;
  swahili: Readonly<Record<string, string>>;
  /** Kiswahili with only these texts. */
  kiswahili: Translator;
  /** The key of an English message of core or the server, if these texts have it. */
  keyOf: (message: string) => string | undefined;
}

/** Every part a feature's screens load (the feature's own and each route's). */
export function partsOf(feature: Feature): TextPart[] {
  const parts = [...(feature.texts ?? []), ...feature.routes.flatMap((route) => ('texts' in route ? (route.texts ?? []) : []))];
  return [...new Set(parts)];
}

/** The parts the screen at `path` loads (the feature's and the route's own). */
export function partsAt(feature: Feature, path: string): TextPart[] {
  const route = feature.routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`${feature.name} has no route ${path}`);
  return [...(feature.texts ?? []), ...('texts' in route ? (route.texts ?? []) : [])];
}

/** A part's English: the one object its `en.ts` exports (loading it adds it to the English texts). */
export async function englishOf(part: TextPart): Promise<Record<string, string>> {
  const exported = Object.values((await part.en()) as Record<string, unknown>);
  if (exported.length !== 1) throw new Error(`an English part exports one object, not ${exported.length}`);
  return exported[0] as Record<string, string>;
}

/** Loads the texts of a feature's parts, or of the parts given, besides the shared texts. */
export async function loadTextsOf(source: Feature | readonly TextPart[]): Promise<FeatureTexts> {
  const parts = 'routes' in source ? partsOf(source) : source;
  const english: Record<string, string> = { ...en };
  const swahili: Record<string, string> = { ...sharedSwahili };
  for (const part of parts) {
    Object.assign(english, await englishOf(part));
    Object.assign(swahili, (await part.sw()).default);
  }
  const keyOf = (message: string) => {
    const key = messageKeys.get(message);
    return key && key in english ? key : undefined;
  };
  return { english, swahili, kiswahili: createTranslator(swahili), keyOf };
}
