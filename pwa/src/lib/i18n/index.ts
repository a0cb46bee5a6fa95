import { useSyncExternalStore } from 'react';
import { getLanguage, subscribeLanguage, type LanguageState } from './language';

export type { MessageKey } from './en';
export { LANGS, setLang, initLanguage, type Lang } from './language';
export { interpolate, type Vars } from './translate';

/** The current language and its lookup functions `t` and `msg`; re-renders when the language changes. */
export function useI18n(): LanguageState {
  return useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
}
