/**
 * The chosen language: remembered in localStorage, reflected in `<html lang>`. The shared Kiswahili is
 * loaded only when chosen, and each part of the texts (a feature's, see lib/feature.ts) with the
 * screens that use it: its English always, its Kiswahili when that is the language asked for. A tiny
 * external store read by useI18n.
 */
import { en } from './en';
import type { Texts } from './keys';
import { createTranslator, type Translator } from './translate';
import { readItem, writeItem, KEY_PREFIX } from '../storage';

export type Lang = 'en' | 'sw';
export const LANGS: readonly Lang[] = ['en', 'sw'];
export const LANG_KEY = `${KEY_PREFIX}lang`;

export interface LanguageState extends Translator {
  lang: Lang;
}

/** A part of the texts: its English (which adds itself when loaded) and its Kiswahili. */
export interface TextPart {
  en: () => Promise<unknown>;
  sw: () => Promise<{ default: Texts }>;
}

const sharedTexts: TextPart = { en: () => Promise.resolve(en), sw: () => import('./sw') };

let state: LanguageState = { lang: 'en', ...createTranslator(en) };
const listeners = new Set<() => void>();
let requested = 0;
/** The language asked for last: a part loaded from now on brings its texts in it. */
let wanted: Lang = 'en';
/** The parts whose screens were loaded: a switch to Kiswahili loads their Kiswahili. */
const used = new Set<TextPart>([sharedTexts]);
/** Every Kiswahili text loaded so far. */
const swahili: Partial<Record<string, string>> = {};
const swahiliLoads = new Map<TextPart, Promise<void>>();

function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'sw';
}

/** The stored choice, else Swahili for a Swahili browser, else English. */
export function initialLang(): Lang {
  const stored = readItem('local', LANG_KEY);
  if (isLang(stored)) return stored;
  const browser = globalThis.navigator?.language?.toLowerCase() ?? '';
  return browser.startsWith('sw') ? 'sw' : 'en';
}

/** Whether a language was chosen on this device (rather than taken from the browser). */
export function hasChosenLang(): boolean {
  return isLang(readItem('local', LANG_KEY));
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

function loadSwahili(part: TextPart): Promise<void> {
  let loading = swahiliLoads.get(part);
  if (!loading) {
    loading = part.sw().then(
      (module) => {
        Object.assign(swahili, module.default);
        // Whoever shows Kiswahili already reads the new texts.
        if (state.lang === 'sw') {
          state = { ...state };
          notify();
        }
      },
      (error: unknown) => {
        swahiliLoads.delete(part); // allow a retry
        throw error;
      },
    );
    swahiliLoads.set(part, loading);
  }
  return loading;
}

/** Loads the parts a screen needs: their English, and their Kiswahili when it is the language asked for. */
export async function loadTexts(parts: readonly TextPart[]): Promise<void> {
  await Promise.all(
    parts.map((part) => {
      used.add(part);
      return Promise.all([part.en(), wanted === 'sw' ? loadSwahili(part) : undefined]);
    }),
  );
}

/** Switches the language (loading its texts first) and remembers the choice. */
export async function setLang(lang: Lang, remember = true): Promise<void> {
  const ticket = ++requested;
  wanted = lang;
  if (lang === 'sw') await Promise.all([...used].map(loadSwahili));
  if (ticket !== requested) return; // a later choice won
  state = { lang, ...createTranslator(lang === 'sw' ? swahili : en) };
  if (remember) writeItem('local', LANG_KEY, lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  notify();
}

/** Loads the language to start with; falls back to English if its texts cannot load. */
export async function initLanguage(): Promise<void> {
  const lang = initialLang();
  try {
    await setLang(lang, false);
  } catch {
    await setLang('en', false);
  }
}

export function getLanguage(): LanguageState {
  return state;
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
