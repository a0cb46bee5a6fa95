/**
 * The survey's own language (spec 001 section 9: stored locally as `lang`, 'en' by default or 'sw'):
 * the language of the questions and of the menu call, chosen on the survey's home. It is apart from
 * the app's language (lib/i18n keeps that as `portal.lang`); it starts as the app's when never chosen.
 */
import type { Lang } from './i18n';
import { readItem, writeItem } from './storage';

export const SURVEY_LANG_KEY = 'lang';

export function readSurveyLang(appLang: Lang): Lang {
  const stored = readItem('local', SURVEY_LANG_KEY);
  return stored === 'sw' || stored === 'en' ? stored : appLang;
}

export const saveSurveyLang = (lang: Lang): void => writeItem('local', SURVEY_LANG_KEY, lang);
