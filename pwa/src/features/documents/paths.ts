/** The area's routes (spec 002 section 2.2). */
const ROOT = '/dashboard/business-documents';

export const PATHS = {
  root: ROOT,
  home: `${ROOT}/home`,
  quotation: `${ROOT}/quotation`,
  invoice: `${ROOT}/invoice`,
  receipts: `${ROOT}/receipts`,
} as const;
