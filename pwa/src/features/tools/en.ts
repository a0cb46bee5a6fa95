/**
 * English texts of the tool choosers (the applicant's and the digiprime's home).
 * Loaded with the screens that use them (see lib/feature.ts); the Kiswahili is in `sw.ts`.
 */
import { addEnglish } from '../../lib/i18n/translate';

export const toolsTexts = {
  // ---- tool choosers ----------------------------------------------------------------------
  'tools.greeting': 'Hi {name} welcome back',
  'tools.lead': 'Pick a tool to see what it does.',
  'tools.list': 'Your tools',
  'tools.tutorial': 'Tutorial',
  'tools.open': 'Open',
  'tool.applicant.name': 'Applicant',
  'tool.applicant.text':
    'Apply to the programme: your personal and business information, executive summary, business model, financial projections and progress. It also shows the steps left before the deadline.',
  'tool.lms.name': 'LMS',
  'tool.lms.text': 'Short courses for your business. Follow the lessons in order and track your progress.',
  'tool.digikua.name': 'DigiKua',
  'tool.digikua.text': 'Simple record keeping: sales, expenses, stock and your cash flow summary, also offline.',
  'tool.qsurvey.name': 'QSurvey',
  'tool.qsurvey.text':
    'The quarterly survey, once every three months, about how your business is doing. You choose the language first.',
};

declare module '../../lib/i18n/keys' {
  interface TextParts {
    tools: typeof toolsTexts;
  }
}

addEnglish(toolsTexts);
