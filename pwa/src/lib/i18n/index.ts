import { useSyncExternalStore } from 'react';
import { getLanguage, subscribeLanguage, type LanguageState } from './language';

export type { MessageKey, Swahili } from './keys';
export { LANGS, setLang, initLanguage, loadTexts, type Lang, type TextPart } from './language';
export { interpolate, type Vars } from './translate';
export { accountsPart, datesPart, detailsPart, listsPart, scoresPart } from './parts';

/** The current language and its lookup functions `t` and `msg`; re-renders when the language changes. */
export function useI18n(): LanguageState {
  return useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
}
