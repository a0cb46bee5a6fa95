/**
 * English texts of the DigiKua cashflow summary (spec 002 section 2.1): the element navigation, the
 * date range, the summary cards and the analytics block.
 * Loaded with the screens that use them (see lib/feature.ts); the Kiswahili is in `sw.ts`.
 */
import { addEnglish } from '../../../lib/i18n/translate';

export const digikuaSummaryTexts = {
  // ---- navigation between the cashflow elements ------------------------------------------
  'digikua.nav.select': 'Select Cashflow Element',
  'digikua.nav.label': 'Cashflow elements',
  'digikua.nav.overview': 'Overview',
  'digikua.nav.sales': 'Sales',
  'digikua.nav.expenses': 'Expenses',
  'digikua.nav.products': 'Products',
  'digikua.nav.services': 'Services',
  'digikua.nav.investments': 'Investments',
  'digikua.nav.inventory': 'Inventory',

  // ---- summary -----------------------------------------------------------------------------
  'digikua.summary.title': 'Cashflow Summary',
  'digikua.summary.lead': 'Your sales, costs and investments between the two dates, from the records on this device.',
  'digikua.summary.survey': 'Survey',
  'digikua.summary.range': 'Date range',
  'digikua.summary.from': 'From',
  'digikua.summary.to': 'To',
  'digikua.summary.rangeOrder': 'The start date is after the end date',
  'digikua.summary.cards': 'Summary',
  'digikua.summary.entries': '{n} records in this range',
  'digikua.summary.rejected': '{n} records the server refused are not counted until they are fixed.',
  'digikua.summary.loading': 'Loading…',
  'digikua.summary.cardError': 'Error occurred.',
  'digikua.summary.revenueDetail': 'Products {products} · Services {services}',
  'digikua.card.revenue': 'Revenue',
  'digikua.card.costOfGoods': 'Cost of Goods',
  'digikua.card.grossProfit': 'Gross Profit',
  'digikua.card.operatingExpense': 'Operating Expenses',
  'digikua.card.operatingCashflow': 'Operating Cashflow',
  'digikua.card.capitalExpenditure': 'Capital Expenditure',
  'digikua.card.netCashflow': 'Net Cashflow',
  'digikua.card.grossMargin': 'Gross Margin',
  'digikua.card.investments': 'Investments',
  'digikua.card.percent': '{n}%',

  // ---- analytics ---------------------------------------------------------------------------
  'digikua.analytics.title': 'Analytics',
  'digikua.analytics.year': 'Year',
  'digikua.analytics.mode': 'Period',
  'digikua.analytics.monthly': 'Monthly',
  'digikua.analytics.quarterly': 'Quarterly',
  'digikua.analytics.month': 'Month',
  'digikua.analytics.quarter': 'Quarter',
  'digikua.analytics.revenue': 'Revenue',
  'digikua.analytics.operatingProfit': 'Operating Profit',
  'digikua.analytics.chartLabel': '{chart}, {year}: {values}',
  'digikua.analytics.loading': 'Loading charts…',
  'digikua.analytics.notFound': 'No records for this year yet',
  'digikua.analytics.failed': 'Something went wrong. Try again later',
  'digikua.period.Jan': 'Jan',
  'digikua.period.Feb': 'Feb',
  'digikua.period.Mar': 'Mar',
  'digikua.period.Apr': 'Apr',
  'digikua.period.May': 'May',
  'digikua.period.Jun': 'Jun',
  'digikua.period.Jul': 'Jul',
  'digikua.period.Aug': 'Aug',
  'digikua.period.Sep': 'Sep',
  'digikua.period.Oct': 'Oct',
  'digikua.period.Nov': 'Nov',
  'digikua.period.Dec': 'Dec',
  'digikua.period.Q1': 'Q1',
  'digikua.period.Q2': 'Q2',
  'digikua.period.Q3': 'Q3',
  'digikua.period.Q4': 'Q4',
} as const;

declare module '../../../lib/i18n/keys' {
  interface TextParts {
    digikuaSummary: typeof digikuaSummaryTexts;
  }
}

addEnglish(digikuaSummaryTexts);
