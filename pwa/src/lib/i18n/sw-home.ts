/** Kiswahili of `en-home.ts`: exactly its keys (a missing or extra key is a type error). */
import type { Swahili } from './keys';
import type { homeTexts } from './en-home';

const sw: Swahili<typeof homeTexts> = {
  'home.cash.title': 'Biashara yako',
  'home.cash.todaySales': 'Mauzo ya leo',
  'home.cash.todayNet': 'Mtiririko halisi wa pesa leo',
  'home.cash.monthSales': 'Mauzo ya mwezi huu',
  'home.cash.monthNet': 'Mtiririko halisi wa pesa mwezi huu',
  'home.cash.loading': 'Inasoma rekodi zako…',
  'home.cash.failed': 'Rekodi zako hazikuweza kusomwa kwenye kifaa hiki.',
  'home.cash.waiting': 'Rekodi {n} zinasubiri kutumwa',
  'home.cash.waitingOne': 'Rekodi 1 inasubiri kutumwa',
  'home.cash.synced': 'Kila kitu kiko kwenye seva',
  'home.cash.refused': 'Rekodi {n} zimekataliwa na seva: zifungue uzirekebishe',
  'home.cash.addSale': 'Ongeza mauzo',
  'home.cash.addExpense': 'Ongeza gharama',
  'home.cash.summary': 'Muhtasari wa mtiririko wa pesa',
  'home.cash.fromPhone': 'Kutoka kwenye rekodi za kifaa hiki',
};

export default sw;
