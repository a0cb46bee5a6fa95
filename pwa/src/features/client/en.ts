/**
 * English texts of the client's overview, with today's date in words.
 * Loaded with the screens that use them (see lib/feature.ts); the Kiswahili is in `sw.ts`.
 */
import { addEnglish } from '../../lib/i18n/translate';

export const clientTexts = {
  // ---- client overview --------------------------------------------------------------------
  'overview.greeting': 'Hello, {name}',
  'overview.today': 'Today is {date}',
  'overview.noLoan.title': 'You have no active loan',
  'overview.noLoan.text': 'Ready to grow your business? Check the amount and apply in a few steps.',
  'overview.apply': 'Apply for loan',
  'overview.loan.title': 'Your latest loan',
  'overview.loan.status': 'Status',
  'overview.loan.amount': 'Amount',
  'overview.loan.balance': 'Balance',
  'overview.loan.next': 'Next installment due',
  'overview.loan.nextValue': '{amount} on {date}',
  'overview.loan.view': 'View loan',
  'overview.loan.pay': 'Pay Loan',
  'overview.loan.failed': 'Your loans could not be loaded just now',
  'overview.loan.loading': 'Loading your loan…',
  'overview.loan.kept': 'Offline: as last seen at {time}',
  'overview.links': 'Go to',
  'overview.links.history': 'Loan history',
  'overview.links.summary': 'Cashflow summary of your business',
  'date.long': '{weekday}, {day} {month} {year}',
  'date.month.1': 'January',
  'date.month.2': 'February',
  'date.month.3': 'March',
  'date.month.4': 'April',
  'date.month.5': 'May',
  'date.month.6': 'June',
  'date.month.7': 'July',
  'date.month.8': 'August',
  'date.month.9': 'September',
  'date.month.10': 'October',
  'date.month.11': 'November',
  'date.month.12': 'December',
  'date.weekday.0': 'Monday',
  'date.weekday.1': 'Tuesday',
  'date.weekday.2': 'Wednesday',
  'date.weekday.3': 'Thursday',
  'date.weekday.4': 'Friday',
  'date.weekday.5': 'Saturday',
  'date.weekday.6': 'Sunday',
};

declare module '../../lib/i18n/keys' {
  interface TextParts {
    client: typeof clientTexts;
  }
}

addEnglish(clientTexts);
