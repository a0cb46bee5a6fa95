/**
 * English texts of the client's scorecard (spec 001 sections 2.5, 4.5, 5, 8): the summary, the
 * detailed scores, the risk scorecard and the credit report, and the spec's messages. The bands,
 * groups and measures are the shared `scores` part (lib/i18n/en-scores.ts). Kiswahili in `sw.ts`.
 */
import { addEnglish } from '../../lib/i18n/translate';

export const scorecardTexts = {
  'scorecard.loading': 'Loading your scores…',
  'scorecard.kept': 'You are offline: this is how it was on {when}.',
  'scorecard.search.business': 'Business',
  'scorecard.search.year': 'Year',
  'scorecard.search.quarter': 'Quarter',
  'scorecard.search.choose': 'Select…',
  'scorecard.search.submit': 'Search',
  'scorecard.gauge': 'Average score {score} of 100: {band}',
  'scorecard.rank': 'Rank {rank} of {size} in businesses aged {months} months',
  'scorecard.toDetailed': 'Detailed scores',
  'scorecard.toRisk': 'Risk scorecard',
  'scorecard.toReport': 'Credit report',
  'scorecard.detailed': 'Detailed scores',
  'scorecard.back': 'Back',
  'scorecard.previous': 'Previous',
  'scorecard.next': 'Next',
  'scorecard.risk.intro': 'The risk of your business in six categories, from your records, loans and coach.',
  'scorecard.risk.pie': 'The six categories by band',
  'scorecard.risk.seeMore': 'See more: operating margins and debt service cover ratio in your cashflow summary',
  'scorecard.cat.businessRisk': 'Business risk',
  'scorecard.cat.investmentRisk': 'Investment risk',
  'scorecard.cat.creditRisk': 'Credit risk',
  'scorecard.cat.performanceRisk': 'Performance risk',
  'scorecard.cat.socialDataViaLoanProposal': 'Social data (loan proposal)',
  'scorecard.cat.impactDataViaDigiKua': 'Impact data (DigiKua)',
  'scorecard.done': 'Done',
  'scorecard.notDone': 'Not done',
  'scorecard.report.loans': 'Your loans',
  'scorecard.report.noLoans': 'No loans yet',
  'scorecard.report.repaid': 'Repaid {repaid}, balance {balance}',
  'scorecard.report.installments': '{count} installments, {late} late',
  'scorecard.report.completed': 'repaid in full on {day}',
  'scorecard.report.latest': 'Your latest scorecard',
  'scorecard.report.open': 'Open',
  'scorecard.report.advice': 'How to raise your score',
  'scorecard.report.noAdvice': 'No weak measures: keep it up.',
  // ---- the spec's messages (spec 001 sections 5 and 8)
  'msg.scorecard.selectBusiness': 'Please select a business',
  'msg.scorecard.selectYear': 'Please select a year',
  'msg.scorecard.selectQuarter': 'Please select a quarter',
  'msg.scorecard.noQuarter': 'No data available for selected quarter',
  'msg.scorecard.noScores': 'Sorry you currently have no scores',
  'msg.scorecard.someMissing': 'Some data is missing',
  'msg.scorecard.scoresNotFound': 'Scores not found',
  'msg.scorecard.errorOccurred': 'An error occurred',
} as const;

declare module '../../lib/i18n/keys' {
  interface TextParts {
    scorecard: typeof scorecardTexts;
  }
}

addEnglish(scorecardTexts);
