import { apiRequest } from '../../lib/api';

export interface SharedItem {
  name: string;
  quantity: string;
  unitPrice: string | null;
  totalAmount: string;
}

/** What a link shows (the server's `PublicDocument`). */
export interface SharedDocument {
  kind: 'quotation' | 'invoice' | 'receipt';
  number: string;
  createdAt: number;
  businessName: string;
  currency: string;
  language: string;
  clientName: string;
  items: SharedItem[];
  total: string;
  paid: string;
  balanceDue: string;
  paidState: string;
  invoiceNumber?: string;
  payment?: { receiptNumber: string; amountPaid: string; datePaid: string };
  expiresAt: number;
}

const path = (token: string): string => `/public/documents/${encodeURIComponent(token)}`;

export const fetchShared = (token: string, signal?: AbortSignal): Promise<SharedDocument> =>
  apiRequest<{ data: SharedDocument }>(path(token), { auth: false, signal }).then((answer) => answer.data);

/** The PDF's address, in the page's language. */
export const pdfAddress = (token: string, language: string): string => `/api${path(token)}/pdf?language=${language}`;
