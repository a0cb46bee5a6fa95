/** Kiswahili of `en-dates.ts`: exactly its keys (a missing or extra key is a type error). */
import type { Swahili } from './keys';
import type { dateTexts } from './en-dates';

const sw: Swahili<typeof dateTexts> = {
  'date.placeholder': 'dd/mm/yyyy',
  'date.format': 'Siku, mwezi, mwaka, kwa mfano 22/11/2026',
  'date.calendar': 'Fungua kalenda',
  'date.incomplete': 'Andika tarehe nzima: dd/mm/yyyy',
  'date.notADay': 'Tarehe hii haipo',
  'date.early': 'Tarehe haiwezi kuwa kabla ya {min}',
  'date.late': 'Tarehe haiwezi kuwa baada ya {max}',
};

export default sw;
