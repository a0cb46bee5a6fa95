/** English texts of the coach's statement review (docs/validation.md, "The coach's review"). The Kiswahili is in `sw.ts`. */
import { addEnglish } from '../../lib/i18n/translate';

export const reviewTexts = {
  'statements.title': 'Statements to review',
  'statements.lead': 'Statements the portal cannot read (banks, other mobile money, pictures): read each file and enter every month’s money in and out. The client’s validation report then uses them.',
  'statements.waiting': 'Waiting',
  'statements.reviewed': 'Reviewed',
  'statements.loading': 'Loading the statements…',
  'statements.failed': 'The statements could not be loaded.',
  'statements.retry': 'Try again',
  'statements.noneWaiting': 'No statement is waiting for a review.',
  'statements.noneReviewed': 'No statement has been reviewed yet.',
  'statements.sentOn': 'Sent on {day}',
  'statements.openFile': 'Open the statement',
  'statements.openPicture': 'Open the picture',
  'statements.enter': 'Enter the monthly totals',
  'statements.correct': 'Correct the monthly totals',
  'statements.budget': 'Budget',
  'statements.monthN': 'Month {n}',
  'statements.month': 'Month (yyyy-mm)',
  'statements.moneyIn': 'Money in (Ksh)',
  'statements.moneyOut': 'Money out (Ksh)',
  'statements.addMonth': 'Add a month',
  'statements.removeMonth': 'Remove this month',
  'statements.send': 'Save the totals',
  'statements.sending': 'Saving…',
} as const;

declare module '../../lib/i18n/keys' {
  interface TextParts {
    statementReviews: typeof reviewTexts;
  }
}

addEnglish(reviewTexts);
