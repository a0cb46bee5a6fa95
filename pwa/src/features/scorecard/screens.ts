/**
 * The area's screens in one module, so the phone installs them as one chunk (smaller than one per
 * screen: the client's install is near its budget, `scripts/size`).
 */
export { SummaryPage } from './SummaryPage';
export { DetailedPage } from './DetailedPage';
export { RiskPage } from './RiskPage';
export { CategoryPage } from './CategoryPage';
export { CreditReportPage } from './CreditReportPage';
