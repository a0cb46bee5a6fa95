/** Kiswahili of `en-lists.ts`: exactly its keys (a missing or extra key is a type error). */
import type { Swahili } from './keys';
import type { listsTexts } from './en-lists';

const sw: Swahili<typeof listsTexts> = {
  'records.filter': 'Chuja:',
  'records.export': 'Hamisha',
  'records.copy': 'Nakili',
  'records.csv': 'CSV',
  'records.pdf': 'PDF',
  'records.excel': 'Excel',
  'records.print': 'Chapisha',
  'records.copied': 'Imenakiliwa!',
  'records.copyFailed': 'Imeshindwa kunakili',
  'records.exportFailed': 'Faili halikuweza kutengenezwa, jaribu tena',
  'records.error': 'Hitilafu: {message}',
  'records.noMatch': 'Hakuna kinacholingana na kichujio chako',
  'records.clearFilter': 'Futa kichujio',
  'records.showing': 'Inaonyesha {shown} kati ya {total}',
  'records.filtered': 'Inaonyesha {shown} kati ya {total} (zimechujwa kutoka {all})',
  'records.more': 'Onyesha zaidi',
};

export default sw;
