/**
 * English texts of the investors' pages, loaded with them (see lib/feature.ts); the Kiswahili is
 * in `sw.ts`.
 */
import { addEnglish } from '../../lib/i18n/translate';

export const investorsTexts = {
  'investors.title': 'Businesses looking for investment',
  'investors.lead': 'Growing businesses from our programmes that are ready for investors. Open one to read its plan, its need and its figures.',
  'investors.loading': 'Loading the businesses…',
  'investors.empty': 'No businesses are looking for investment yet',
  'investors.emptyText': 'Come back soon: businesses are added when they are ready for growth.',
  'investors.emptyCategory': 'No businesses in this category yet',
  'investors.failed': 'The businesses could not be loaded. Check your connection and try again.',
  'investors.retry': 'Try again',
  'investors.category': 'Category',
  'investors.allCategories': 'All categories',
  'investors.more': 'More',
  'investors.moreFailed': 'More businesses could not be loaded.',
  'investors.count': 'Showing {shown} of {total}',
  'investors.profile.loading': 'Opening the profile…',
  'investors.profile.failed': 'The profile could not be opened. Check your connection and try again.',
  'investors.notFound.title': 'Profile not found',
  'investors.notFound.text': 'This business is not looking for investment now, or the link is wrong.',
  'investors.back': 'All businesses',
  'investors.overview': 'About the business',
  'investors.valueProposition': 'Value proposition',
  'investors.yearPlan5': '5-year plan',
  'investors.investorBenefit': 'What investors gain',
  'investors.currentNeed': 'Current need',
  'investors.address': 'Address',
  'investors.location': 'Location',
  'investors.video': 'Video',
  'investors.videoTitle': 'Video about {name}',
  'investors.logo': 'Logo of {name}',
  'investors.picture': 'Picture of {name}',
  'investors.performance': 'The last 12 months',
  'investors.performanceNote': "From the business's own bookkeeping records, oldest month first.",
  'investors.month': 'Month',
  'investors.revenue': 'Revenue',
  'investors.grossMargin': 'Gross margin (%)',
  'investors.netCashflow': 'Net cashflow',
  'investors.chartLabel': 'Chart of revenue and net cashflow per month; the table below has the same figures.',
  'investors.map.label': 'Business location map',
  'investors.map.offline': 'The map needs a connection.',
  'investors.map.failed': 'The map could not load; the coordinates below say where the business is.',
  'investors.map.coordinates': 'Longitude {lng}, latitude {lat}',
  'investors.map.none': 'No place chosen yet',
  'msg.investorsTooMany': 'Too many requests, try again in a minute',
};

declare module '../../lib/i18n/keys' {
  interface TextParts {
    investors: typeof investorsTexts;
  }
}

addEnglish(investorsTexts);
