/** Kiswahili of `en-scores.ts`: exactly its keys (a missing or extra key is a type error). */
import type { Swahili } from './keys';
import type { scoresTexts } from './en-scores';

const sw: Swahili<typeof scoresTexts> = {
  'scores.band.bad': 'Mbaya',
  'scores.band.average': 'Wastani',
  'scores.band.good': 'Nzuri',
  'scores.band.excellent': 'Bora kabisa',
  'scores.noScore': 'Hakuna alama',
  'scores.quarter': 'Robo {quarter} {year}',
  'scores.average': 'Alama ya wastani',
  'scores.group.financialResults': 'Matokeo ya kifedha',
  'scores.group.impactData': 'Takwimu za athari',
  'scores.group.participationInAcceleration': 'Ushiriki katika programu',
  'scores.group.loanRepayment': 'Ulipaji wa mikopo',
  'scores.m.monthlyRevenueGrowth': 'Ukuaji wa mapato ya mwezi',
  'scores.m.avgMonthlyCashflow': 'Wastani wa mtiririko wa fedha kwa mwezi',
  'scores.m.cashFlowValidated': 'Mtiririko wa fedha umethibitishwa',
  'scores.m.monthlyRevenueTurnover': 'Mauzo ya mwezi',
  'scores.m.consistentlyCashFlowPositive': 'Mtiririko chanya wa fedha kila mwezi',
  'scores.m.timelinessOfReporting': 'Kuripoti kwa wakati',
  'scores.m.noOfDirectJobsCreated': 'Ajira za moja kwa moja zilizoundwa',
  'scores.m.noOfIndirectJobsCreated': 'Ajira zisizo za moja kwa moja zilizoundwa',
  'scores.m.avgFullTimeEmployeeSalary': 'Wastani wa mshahara wa mfanyakazi wa kudumu',
  'scores.m.noOfEmployees': 'Wafanyakazi',
  'scores.m.insurancesProvided': 'Bima zinazotolewa',
  'scores.m.contractsHRSystems': 'Mikataba na mifumo ya wafanyakazi',
  'scores.m.advisoryPlaybook': 'Mwongozo wa ushauri',
  'scores.m.businessCoach': 'Mkufunzi wa biashara',
  'scores.m.chanukaCheckinAttendance': 'Mahudhurio ya vikao vya Chanuka',
  'scores.m.lateRepayments': 'Malipo yaliyochelewa',
  'scores.m.percentageOfDueLoansRepaid': 'Mikopo iliyofikia muda iliyolipwa',
  'scores.m.noOfCompletedLoansRepaid': 'Mikopo iliyolipwa kikamilifu',
};

export default sw;
