/**
 * English texts of the date field (components/DateField): dates typed and shown as dd/mm/yyyy.
 * Loaded with the screens that have a date field (see lib/feature.ts); the Kiswahili is in `sw-dates.ts`.
 */
import { addEnglish } from './translate';

export const dateTexts = {
  'date.placeholder': 'dd/mm/yyyy',
  'date.format': 'Day, month, year, for example 22/11/2026',
  'date.calendar': 'Open the calendar',
  'date.incomplete': 'Type the whole date: dd/mm/yyyy',
  'date.notADay': 'This date does not exist',
  'date.early': 'The date cannot be before {min}',
  'date.late': 'The date cannot be later than {max}',
};

declare module './keys' {
  interface TextParts {
    dates: typeof dateTexts;
  }
}

addEnglish(dateTexts);
