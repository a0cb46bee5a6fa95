/** The client's loans (My Loans): the home, history, repayment, a loan's details and the application steps. */
import { screen, type Feature } from '../../lib/feature';
import { detailsPart, listsPart } from '../../lib/i18n';

const loans = { core: 'loans' } as const;
const HOME = '/dashboard/consumer-credit';
const APPLY = `${HOME}/apply`;

export const feature: Feature = {
  name: 'loans',
  roles: ['client'],
  routes: [
    screen(HOME, () => import('./HomePage'), 'LoansHomePage', loans),
    screen(`${HOME}/history`, () => import('./HistoryPage'), 'HistoryPage', loans),
    screen(`${HOME}/pay`, () => import('./PayPage'), 'PayPage', loans),
    screen(`${HOME}/loan/:loanId`, () => import('./LoanDetailPage'), 'LoanDetailPage', loans),
    screen(`${APPLY}/proposal`, () => import('./ProposalPage'), 'ProposalPage', loans),
    screen(`${APPLY}/fund`, () => import('./FundPage'), 'FundPage', loans),
    screen(`${APPLY}/amount`, () => import('./AmountPage'), 'AmountPage', loans),
    screen(`${APPLY}/success`, () => import('./SuccessPage'), 'ApplySuccessPage', loans),
    screen(`${APPLY}/calculator`, () => import('./CalculatorStepPage'), 'CalculatorStepPage', loans),
    screen(`${APPLY}/contact-info`, () => import('./StepPages'), 'ContactInfoPage', loans),
    screen(`${APPLY}/employer-info`, () => import('./StepPages'), 'EmployerInfoPage', loans),
    screen(`${APPLY}/bank-info`, () => import('./StepPages'), 'BankInfoPage', loans),
    { path: `${APPLY}/*`, notBuilt: 'area.loanApply' },
    { path: `${HOME}/*`, notBuilt: 'area.myLoans' },
  ],
  // The application steps and the repayment answer with the profile's messages (M-Pesa phone, bank account).
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }, detailsPart, listsPart],
  menu: [{ roles: ['client'], to: HOME, label: 'menu.myLoans', order: 20 }],
};
