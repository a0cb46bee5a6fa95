/**
 * The page a sent document's link opens (`/d/{token}`, from the SMS a business sends its client):
 * no sign-in, only that quotation, invoice or receipt (docs/documents.md, "Sending and the public
 * link"), with its PDF.
 */
import { screen, type Feature } from '../../lib/feature';
import type { TextPart } from '../../lib/i18n';

const texts: TextPart = { en: () => import('./en'), sw: () => import('./sw') };

export const feature: Feature = {
  name: 'shared-document',
  roles: 'public',
  routes: [screen('/d/:token', () => import('./SharedDocumentPage'), 'SharedDocumentPage', { texts: [texts], core: 'money' })],
};
