/** Kiswahili of `en.ts`: exactly its keys (a missing or extra key is a type error). */
import type { Swahili } from '../../../lib/i18n/keys';
import type { calculatorTexts } from './en';

const sw: Swahili<typeof calculatorTexts> = {
  // ---- calculator --------------------------------------------------------------------------
  'calc.title': 'Kikokotoo cha mkopo',
  'calc.lead': 'Ona mkopo ungekugharimu kiasi gani kila mwezi kabla ya kutuma ombi.',
  'calc.amount': 'Kiasi cha mkopo',
  'calc.period': 'Muda wa kulipa',
  'calc.income': 'Mapato ya mwezi',
  'calc.purpose': 'Madhumuni ya mkopo',
  'calc.estimate': 'Makadirio ya malipo ya mwezi',
  'calc.choose': 'Chagua…',
  'calc.months': 'Miezi {n}',
  'calc.year': 'Mwaka 1',
  'calc.years': 'Miaka {n}',
  'calc.continue': 'Endelea',
  'calc.note': 'Makadirio haya ni mwongozo tu. Masharti ya mwisho yanategemea mfuko wa mkopo utakaouchagua unapotuma ombi.',
  'calc.amountHint': 'Kuanzia Ksh 50,000 hadi Ksh 1,000,000',
  'calc.incomeHint': 'Kiasi ambacho biashara yako huingiza kwa mwezi',
  'money.ksh': 'Ksh',
};

export default sw;
