/** Kiswahili of `en.ts`: exactly its keys (a missing or extra key is a type error). */
import type { Swahili } from '../../lib/i18n/keys';
import type { clientTexts } from './en';

const sw: Swahili<typeof clientTexts> = {
  // ---- client overview --------------------------------------------------------------------
  'overview.greeting': 'Habari, {name}',
  'overview.today': 'Leo ni {date}',
  'overview.noLoan.title': 'Huna mkopo unaoendelea',
  'overview.noLoan.text': 'Uko tayari kukuza biashara yako? Angalia kiasi kisha utume ombi kwa hatua chache.',
  'overview.apply': 'Omba mkopo',
  'overview.loan.title': 'Mkopo wako wa hivi karibuni',
  'overview.loan.status': 'Hali',
  'overview.loan.amount': 'Kiasi',
  'overview.loan.balance': 'Salio',
  'overview.loan.next': 'Awamu inayofuata',
  'overview.loan.nextValue': '{amount} tarehe {date}',
  'overview.loan.view': 'Tazama mkopo',
  'overview.loan.pay': 'Lipa Mkopo',
  'overview.loan.failed': 'Mikopo yako haikuweza kupakiwa kwa sasa',
  'overview.loan.loading': 'Inapakia mkopo wako…',
  'overview.loan.kept': 'Nje ya mtandao: kama ilivyoonekana mara ya mwisho {time}',
  'overview.links': 'Nenda kwa',
  'overview.links.history': 'Historia ya mikopo',
  'overview.links.summary': 'Muhtasari wa mtiririko wa pesa wa biashara yako',
  'date.long': '{weekday}, {day} {month} {year}',
  'date.month.1': 'Januari',
  'date.month.2': 'Februari',
  'date.month.3': 'Machi',
  'date.month.4': 'Aprili',
  'date.month.5': 'Mei',
  'date.month.6': 'Juni',
  'date.month.7': 'Julai',
  'date.month.8': 'Agosti',
  'date.month.9': 'Septemba',
  'date.month.10': 'Oktoba',
  'date.month.11': 'Novemba',
  'date.month.12': 'Desemba',
  'date.weekday.0': 'Jumatatu',
  'date.weekday.1': 'Jumanne',
  'date.weekday.2': 'Jumatano',
  'date.weekday.3': 'Alhamisi',
  'date.weekday.4': 'Ijumaa',
  'date.weekday.5': 'Jumamosi',
  'date.weekday.6': 'Jumapili',
};

export default sw;
