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
  'scores.m.operatingProfitMargin': 'Operating profit margin',
  'scores.m.operatingProfit': 'Operating profit',
  'scores.m.netProfit': 'Net profit',
  'scores.m.revenue': 'Revenue',
  'scores.m.installments': 'Installments due',
  'scores.m.rating': 'Rating',
  'scores.m.cashFlowValidation': 'Cash flow validation',
  'scores.m.timelinessReportingCashFlow': 'Timely cash flow records',
  'scores.m.debtServiceCoverRatio': 'Debt service cover ratio',
  'scores.m.licensesOrPermits': 'Licences and permits',
  'scores.m.collateralAbility': 'Collateral',
  'scores.m.averageDebtServiceCoverRatio': 'Average debt service cover ratio',
  'scores.m.playbookAdvisory': 'Playbook advisory',
  'scores.m.loanTenure': 'Loan term',
  'scores.m.ownContribution': "Owner's contribution",
  'scores.m.loanRepayment': 'Loan repayment',
  'scores.m.creditReferenceBureau': 'Credit reference bureau',
  'scores.m.suppliersReference': 'Supplier references',
  'scores.m.offtakerUndertaking': 'Offtaker undertaking',
  'scores.m.successionPlanning': 'Succession planning',
  'scores.m.experienceSkills': 'Experience and skills',
  'scores.m.periodWithinSomo': 'Time in the programme',
  'scores.m.guarantors': 'Guarantors',
  'scores.m.leadership': 'Leadership',
  'scores.m.commitment': 'Commitment',
  'scores.m.womenEmployed': 'Women employed',
  'scores.m.youthsEmployed': 'Youths employed',
  'scores.m.directJobsCreated': 'Direct jobs created',
  'scores.m.timelinessReportingQuarterlySurvey': 'Timely quarterly survey',
};

declare module './keys' {
  interface TextParts {
    scores: typeof scoresTexts;
  }
}

addEnglish(scoresTexts);
