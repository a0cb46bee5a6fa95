/**
 * English texts of the public loan calculator.
 * Loaded with the screens that use them (see lib/feature.ts); the Kiswahili is in `sw.ts`.
 */
import { addEnglish } from '../../../lib/i18n/translate';

export const calculatorTexts = {
  // ---- calculator --------------------------------------------------------------------------
  'calc.title': 'Loan calculator',
  'calc.lead': 'See what a loan would cost you each month before you apply.',
  'calc.amount': 'Loan amount',
  'calc.period': 'Repayment period',
  'calc.income': 'Monthly income',
  'calc.purpose': 'Loan purpose',
  'calc.estimate': 'Estimated monthly repayment',
  'calc.choose': 'Choose…',
  'calc.months': '{n} months',
  'calc.year': '1 year',
  'calc.years': '{n} years',
  'calc.continue': 'Continue',
  'calc.note': 'The estimate is a guide. The final terms depend on the loan fund you choose when you apply.',
  'calc.amountHint': 'From Ksh 50,000 to Ksh 1,000,000',
  'calc.incomeHint': 'What your business brings in a month',
  'money.ksh': 'Ksh',
};

declare module '../../../lib/i18n/keys' {
  interface TextParts {
    calculator: typeof calculatorTexts;
  }
}

addEnglish(calculatorTexts);
