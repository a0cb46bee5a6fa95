/**
 * English texts of the scorecards' figures, shared by the client's scorecard, the staff's scorecards
 * and the loan staff's advice (docs/scorecards.md): the bands, the four groups and their measures.
 * Loaded with the screens that show them; the Kiswahili is in `sw-scores.ts`.
 */
import { addEnglish } from './translate';

export const scoresTexts = {
  'scores.band.bad': 'Bad',
  'scores.band.average': 'Average',
  'scores.band.good': 'Good',
  'scores.band.excellent': 'Excellent',
  'scores.noScore': 'No score',
  'scores.quarter': 'Q{quarter} {year}',
  'scores.average': 'Average score',
  'scores.group.financialResults': 'Financial results',
  'scores.group.impactData': 'Impact data',
  'scores.group.participationInAcceleration': 'Participation in acceleration',
  'scores.group.loanRepayment': 'Loan repayment',
  'scores.m.monthlyRevenueGrowth': 'Monthly revenue growth',
  'scores.m.avgMonthlyCashflow': 'Average monthly cash flow',
  'scores.m.cashFlowValidated': 'Cash flow validated',
  'scores.m.monthlyRevenueTurnover': 'Monthly revenue turnover',
  'scores.m.consistentlyCashFlowPositive': 'Consistently cash flow positive',
  'scores.m.timelinessOfReporting': 'Timeliness of reporting',
  'scores.m.noOfDirectJobsCreated': 'Direct jobs created',
  'scores.m.noOfIndirectJobsCreated': 'Indirect jobs created',
  'scores.m.avgFullTimeEmployeeSalary': 'Average full-time employee salary',
  'scores.m.noOfEmployees': 'Employees',
  'scores.m.insurancesProvided': 'Insurances provided',
  'scores.m.contractsHRSystems': 'Contracts and HR systems',
  'scores.m.advisoryPlaybook': 'Advisory playbook',
  'scores.m.businessCoach': 'Business coach',
  'scores.m.chanukaCheckinAttendance': 'Chanuka check-in attendance',
  'scores.m.lateRepayments': 'Late repayments',
  'scores.m.percentageOfDueLoansRepaid': 'Due loans repaid',
  'scores.m.noOfCompletedLoansRepaid': 'Loans fully repaid',
};

declare module './keys' {
  interface TextParts {
    scores: typeof scoresTexts;
  }
}

addEnglish(scoresTexts);
