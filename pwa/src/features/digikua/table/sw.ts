/** Kiswahili of `en.ts`: exactly its keys (a missing or extra key is a type error). */
import type { Swahili } from '../../../lib/i18n/keys';
import type { digikuaTableTexts } from './en';

const sw: Swahili<typeof digikuaTableTexts> = {
  // ---- DigiKua tables ----------------------------------------------------------------------
  'digikua.table.filter': 'Chuja:',
  'digikua.table.exports': 'Hamisha',
  'digikua.table.copy': 'Nakili',
  'digikua.table.csv': 'CSV',
  'digikua.table.pdf': 'PDF',
  'digikua.table.excel': 'Excel',
  'digikua.table.print': 'Chapisha',
  'digikua.table.copied': 'Imenakiliwa!',
  'digikua.table.copyFailed': 'Imeshindwa kunakili',
  'digikua.table.exportFailed': 'Faili halikuweza kutengenezwa, jaribu tena',
  'digikua.table.loading': 'Inapakia…',
  'digikua.table.error': 'Hitilafu: {message}',
  'digikua.table.empty': 'Hakuna data kwenye jedwali',
  'digikua.table.noMatch': 'Hakuna kumbukumbu zinazolingana',
  'digikua.table.showing': 'Inaonyesha {shown} kati ya {total}',
  'digikua.table.filtered': 'Inaonyesha {shown} kati ya {total} (zimechujwa kutoka {all})',
  'digikua.table.more': 'Onyesha zaidi',
};

export default sw;
