/**
 * English texts of the entrepreneur's figures on the home screens (components/CashflowToday): today's
 * and this month's sales and net cashflow, what waits to sync, the add shortcuts.
 * Loaded with the home screens (see lib/feature.ts); the Kiswahili is in `sw-home.ts`.
 */
import { addEnglish } from './translate';

export const homeTexts = {
  'home.cash.title': 'Your business',
  'home.cash.todaySales': 'Sales today',
  'home.cash.todayNet': 'Net cashflow today',
  'home.cash.monthSales': 'Sales this month',
  'home.cash.monthNet': 'Net cashflow this month',
  'home.cash.loading': 'Reading your records…',
  'home.cash.failed': 'Your records could not be read on this device.',
  'home.cash.waiting': '{n} records waiting to sync',
  'home.cash.waitingOne': '1 record waiting to sync',
  'home.cash.synced': 'Everything is on the server',
  'home.cash.refused': '{n} refused by the server: open them to fix',
  'home.cash.addSale': 'Add sale',
  'home.cash.addExpense': 'Add expense',
  'home.cash.summary': 'Cashflow summary',
  'home.cash.fromPhone': 'From the records on this device',
};

declare module './keys' {
  interface TextParts {
    home: typeof homeTexts;
  }
}

addEnglish(homeTexts);
