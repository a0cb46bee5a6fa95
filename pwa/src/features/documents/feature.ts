/**
 * Business documents (spec 002 section 2.2): the entrepreneur's quotations, invoices and receipts,
 * made and paid offline (the offline engine's `document` and `documentPayment`), their PDFs made on
 * the phone. The forms' rules come from the `books` core package; the PDF writer is loaded when a
 * PDF is made.
 */
import { screen, type Feature } from '../../lib/feature';
import { datesPart } from '../../lib/i18n';
import { PATHS } from './paths';

const roles = ['client'] as const;
const core = { core: 'documents' } as const;

export const feature: Feature = {
  name: 'documents',
  roles,
  routes: [
    { path: PATHS.root, redirect: PATHS.home },
    screen(PATHS.home, () => import('./HomePage'), 'HomePage'),
    screen(PATHS.quotation, () => import('./ListPage'), 'QuotationsPage', core),
    screen(PATHS.invoice, () => import('./ListPage'), 'InvoicesPage', core),
    screen(PATHS.receipts, () => import('./ReceiptsPage'), 'ReceiptsPage', core),
  ],
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }, datesPart],
  menu: [{ roles: ['client'], to: PATHS.home, label: 'menu.businessDocuments', area: PATHS.root, order: 90 }],
};
