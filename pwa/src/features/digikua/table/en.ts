/**
 * English texts of the DigiKua tables (spec 002 section 2.1): the filter, the exports, print and the
 * table's states.
 * Loaded with the screens that use them (see lib/feature.ts); the Kiswahili is in `sw.ts`.
 */
import { addEnglish } from '../../../lib/i18n/translate';

export const digikuaTableTexts = {
  'digikua.table.filter': 'Filter:',
  'digikua.table.exports': 'Export',
  'digikua.table.copy': 'Copy',
  'digikua.table.csv': 'CSV',
  'digikua.table.pdf': 'PDF',
  'digikua.table.excel': 'Excel',
  'digikua.table.print': 'Print',
  'digikua.table.copied': 'Copied to clipboard!',
  'digikua.table.copyFailed': 'Could not copy to the clipboard',
  'digikua.table.exportFailed': 'The file could not be made, try again',
  'digikua.table.loading': 'Loading…',
  'digikua.table.error': 'Error: {message}',
  'digikua.table.empty': 'No data available in table',
  'digikua.table.noMatch': 'No matching records found',
  'digikua.table.showing': 'Showing {shown} of {total} entries',
  'digikua.table.filtered': 'Showing {shown} of {total} entries (filtered from {all})',
  'digikua.table.more': 'Show more',
} as const;

declare module '../../../lib/i18n/keys' {
  interface TextParts {
    digikuaTable: typeof digikuaTableTexts;
  }
}

addEnglish(digikuaTableTexts);
