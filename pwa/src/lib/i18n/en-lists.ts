/**
 * English texts of the shared record list (components/RecordList): the filter, the Export menu,
 * print, the states of a list. The list's columns and empty states are the features' own texts.
 * Loaded with the screens that show a list (see lib/feature.ts); the Kiswahili is in `sw-lists.ts`.
 */
import { addEnglish } from './translate';

export const listsTexts = {
  'records.filter': 'Filter:',
  'records.export': 'Export',
  'records.copy': 'Copy',
  'records.csv': 'CSV',
  'records.pdf': 'PDF',
  'records.excel': 'Excel',
  'records.print': 'Print',
  'records.copied': 'Copied to clipboard!',
  'records.copyFailed': 'Could not copy to the clipboard',
  'records.exportFailed': 'The file could not be made, try again',
  'records.error': 'Error: {message}',
  'records.noMatch': 'Nothing matches your filter',
  'records.clearFilter': 'Clear filter',
  'records.showing': 'Showing {shown} of {total} entries',
  'records.filtered': 'Showing {shown} of {total} entries (filtered from {all})',
  'records.more': 'Show more',
};

declare module './keys' {
  interface TextParts {
    lists: typeof listsTexts;
  }
}

addEnglish(listsTexts);
