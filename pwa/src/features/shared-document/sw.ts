/** Kiswahili of `en.ts`: exactly its keys (a missing or extra key is a type error). */
import type { Swahili } from '../../lib/i18n/keys';
import type { sharedDocumentTexts } from './en';

const sw: Swahili<typeof sharedDocumentTexts> = {
  'sharedDoc.title.quotation': 'Nukuu ya bei {number}',
  'sharedDoc.title.invoice': 'Ankara {number}',
  'sharedDoc.title.receipt': 'Risiti {number}',
  'sharedDoc.from': 'Kutoka {business}',
  'sharedDoc.for': 'Kwa {client}',
  'sharedDoc.date': 'Tarehe: {date}',
  'sharedDoc.forInvoice': 'Kwa ankara {number}',
  'sharedDoc.items': 'Bidhaa',
  'sharedDoc.times': '{quantity} × {price}',
  'sharedDoc.quantityOf': 'Idadi {quantity}',
  'sharedDoc.total': 'Jumla',
  'sharedDoc.paid': 'Imelipwa',
  'sharedDoc.due': 'Salio linalodaiwa',
  'sharedDoc.amountPaid': 'Kiasi kilicholipwa: {amount} tarehe {date}',
  'sharedDoc.paidInFull': 'Imelipwa yote. Asante.',
  'sharedDoc.pdf': 'Pakua PDF',
  'sharedDoc.expires': 'Kiungo hiki kinafanya kazi hadi {date}.',
  'sharedDoc.loading': 'Inafungua hati…',
  'sharedDoc.gone': 'Kiungo hiki kimeisha muda au kimezimwa. Omba biashara ikupe kingine.',
  'sharedDoc.failed': 'Hati haikuweza kufunguliwa. Angalia muunganisho wako na ujaribu tena.',
  'sharedDoc.retry': 'Jaribu tena',
};

export default sw;
