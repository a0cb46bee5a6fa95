/**
 * The chosen language: remembered in localStorage, reflected in `<html lang>`, Swahili texts loaded
 * only when chosen. A tiny external store read by useI18n.
 */
import { en, type Dictionary, type EnglishPart } from './en';
import { createTranslator, type Translator } from './translate';
import { readItem, writeItem, KEY_PREFIX } from '../storage';

export type Lang = 'en' | 'sw';
export const LANGS: readonly Lang[] = ['en', 'sw'];
export const LANG_KEY = `${KEY_PREFIX}lang`;

export interface LanguageState extends Translator {
  lang: Lang;
}

let state: LanguageState = { lang: 'en', ...createTranslator(en) };
const listeners = new Set<() => void>();
let requested = 0;

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

async function dictionaryFor(lang: Lang): Promise<Dictionary | EnglishPart> {
  return lang === 'sw' ? (await import('./sw')).default : en;
}

/** Switches the language (loading its texts first) and remembers the choice. */
export async function setLang(lang: Lang, remember = true): Promise<void> {
  const ticket = ++requested;
  const dictionary = await dictionaryFor(lang);
  if (ticket !== requested) return; // a later choice won
  state = { lang, ...createTranslator(dictionary) };
  if (remember) writeItem('local', LANG_KEY, lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  listeners.forEach((listener) => listener());
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
