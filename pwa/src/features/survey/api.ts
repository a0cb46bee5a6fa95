/** The survey requests a person makes (spec 001 section 7.3; docs/survey.md). */
import { apiRequest } from '../../lib/api';
import type { WireQuestion } from '../../lib/core-survey';
import type { Lang } from '../../lib/i18n';

/** The surveys a person may fill in, by the name in the route, with the code the menu call takes. */
export const SURVEY_CODES = {
  quarterly_survey: '2*14*1',
  post_quarterly_survey: '2*14*2',
  quarterly_survey_unified: '2*13',
} as const;
export type SurveyName = keyof typeof SURVEY_CODES;

export const isSurveyName = (name: string): name is SurveyName => Object.hasOwn(SURVEY_CODES, name);

/** `POST /api/survey/menu`'s data. */
export interface SurveyMenu {
  endpointLink: string;
  subMenus: WireQuestion[];
  text: string;
  active: boolean;
  code: string;
  version: number;
  submitted: boolean;
}

export const fetchMenu = (userId: string, email: string, code: string, lang: Lang, signal?: AbortSignal): Promise<SurveyMenu> =>
  apiRequest<{ data: SurveyMenu }>('/survey/menu', {
    body: { userId, email, menuId: 'digikua', asRawMenu: true, lang, text: code },
    signal,
  }).then((answer) => answer.data);

/** The key the menu's last answer is kept under on the phone (lib/lastKnown.ts), per survey. */
export const menuKey = (code: string): string => `survey-menu:${code}`;

