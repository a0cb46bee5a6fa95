/** Kiswahili of `en.ts`: exactly its keys (a missing or extra key is a type error). */
import type { Swahili } from '../../lib/i18n/keys';
import type { reviewTexts } from './en';

const sw: Swahili<typeof reviewTexts> = {
  'statements.title': 'Taarifa za kupitia',
  'statements.lead': 'Taarifa ambazo lango haliwezi kusoma (benki, pesa nyingine za simu, picha): soma kila faili na uweke pesa zilizoingia na kutoka kila mwezi. Ripoti ya uthibitishaji ya mteja itazitumia.',
  'statements.waiting': 'Zinasubiri',
  'statements.reviewed': 'Zimepitiwa',
  'statements.loading': 'Inapakua taarifa…',
  'statements.failed': 'Taarifa hazikuweza kupakuliwa.',
  'statements.retry': 'Jaribu tena',
  'statements.noneWaiting': 'Hakuna taarifa inayosubiri kupitiwa.',
  'statements.noneReviewed': 'Bado hakuna taarifa iliyopitiwa.',
  'statements.sentOn': 'Ilitumwa {day}',
  'statements.openFile': 'Fungua taarifa',
  'statements.openPicture': 'Fungua picha',
  'statements.enter': 'Weka jumla za kila mwezi',
  'statements.correct': 'Sahihisha jumla za kila mwezi',
  'statements.budget': 'Bajeti',
  'statements.monthN': 'Mwezi {n}',
  'statements.month': 'Mwezi (mwaka-mwezi)',
  'statements.moneyIn': 'Pesa zilizoingia (Ksh)',
  'statements.moneyOut': 'Pesa zilizotoka (Ksh)',
  'statements.addMonth': 'Ongeza mwezi',
  'statements.removeMonth': 'Ondoa mwezi huu',
  'statements.send': 'Hifadhi jumla',
  'statements.sending': 'Inahifadhi…',
};

export default sw;
