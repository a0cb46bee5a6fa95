/**
 * The loan rules of the Rust core (quote and schedule, the amount screen, the staged steps, the pay
 * form, the fund form, statuses and staff actions), from the `books` WASM package (lib/core-books.ts),
 * loaded with the loan screens (client and staff). Amounts cross as decimal text, never as JS numbers. Nothing is
 * decided here.
 */
import * as wasm from '../wasm-pkg/books/portal_core.js';
import { booksLoader as loader } from './core-books';
import { message, type Message } from './core';
import { readFieldErrors, type FormErrors } from './wasmPackage';

/** Loads the package once; its screens are shown after it resolves. */
export const loadLoansCore = (): Promise<void> => loader.load();

/** For tests in node: instantiate from the .wasm bytes. */
export const loadLoansCoreSync = (bytes: BufferSource): void => loader.loadSync(bytes);

export type { FormErrors } from './wasmPackage';

/** A quote; amounts are decimal text ("5900.00"); `error` set when the terms cannot be quoted. */
export interface LoanQuote {
  error: Message;
  amountB4Contrib: string;
  principal: string;
  payableInterest: string;
  totalToPay: string;
  installment: string;
  fullPeriods: number;
  overflowAmount: string;
  noOfInstallments: number;
  interestRate: string;
  /** The smaller overflow when there is one, else a full installment. */
  lastInstallment: string;
}

function readQuote(q: wasm.LoanQuote): LoanQuote {
  try {
    return {
      error: message(q.error),
      amountB4Contrib: q.amountB4Contrib,
      principal: q.principal,
      payableInterest: q.payableInterest,
      totalToPay: q.totalToPay,
      installment: q.installment,
      fullPeriods: q.fullPeriods,
      overflowAmount: q.overflowAmount,
      noOfInstallments: q.noOfInstallments,
      interestRate: q.interestRate,
      lastInstallment: q.lastInstallment,
    };
  } finally {
    q.free();
  }
}

/** The quote of a fund's loan: `intervalDays` is the fund's repayment interval. */
export const quoteLoan = (amount: string, contribution: string, years: string, intervalDays: number, rate: string): LoanQuote =>
  readQuote(wasm.quoteLoan(amount, contribution, years, intervalDays, rate));

/** A number as typed or sent ("1,234.50") as plain decimal text ("1234.5"); null when it is not one. */
export const readNumber = (text: string): Message => message(wasm.readNumber(text));

export interface ScheduleRow {
  number: number;
  /** YYYY-MM-DD */
  dueDate: string;
  amount: string;
  principal: string;
  interest: string;
}

/** The schedule the loan would have if disbursed on `disbursedOn` (YYYY-MM-DD). */
export function schedulePreview(
  amount: string,
  contribution: string,
  years: string,
  intervalDays: number,
  rate: string,
  disbursedOn: string,
): ScheduleRow[] {
  return wasm.schedulePreview(amount, contribution, years, intervalDays, rate, disbursedOn).map((row) => {
    try {
      return { number: row.number, dueDate: row.dueDate, amount: row.amount, principal: row.principal, interest: row.interest };
    } finally {
      row.free();
    }
  });
}

/** Periods a fund offers, in years: "0.25", "0.5", … its maximum. */
export const periodOptions = (maxYears: string): string[] => Array.from(wasm.periodOptions(maxYears));
/** Months in a period of years ("0.75" → "9"). */
export const periodMonths = (years: string): Message => message(wasm.periodMonths(years));
/** 10, 20, 30, 50. */
export const contributionOptions = (): number[] => Array.from(wasm.contributionOptions());
/** Keeps only the digits of what was typed in the amount box. */
export const amountDigits = (typed: string): string => wasm.amountDigits(typed);

export type AmountField = 'amount' | 'years' | 'name1' | 'name2' | 'idno' | 'contribution';

export interface AmountForm {
  amount: string;
  years: string;
  name1: string;
  name2: string;
  idno: string;
  contribution: string;
}

/** The chosen fund's terms (decimal text as the server sends them) and whether it is a first loan. */
export interface AmountLimits {
  maxLoan: string;
  maxYears: string;
  currency: string;
  banded: boolean;
  annualInterest: string;
  intervalDays: number;
  firstTime: boolean;
}

export interface AmountStep {
  errors: FormErrors<AmountField>;
  /** The quote of what is filled in so far (a contribution not chosen yet counts as none). */
  quote: LoanQuote | null;
}

/** The 'Loan Amount & Additional Details' screen on the fund's terms, as the server checks it. */
export function amountStep(f: AmountForm, l: AmountLimits): AmountStep {
  const step = wasm.amountStep(
    f.amount,
    f.years,
    f.name1,
    f.name2,
    f.idno,
    f.contribution,
    l.maxLoan,
    l.maxYears,
    l.currency,
    l.banded,
    l.annualInterest,
    l.intervalDays,
    l.firstTime,
  );
  try {
    const quote = step.quote;
    return { errors: readFieldErrors(step.errors), quote: quote ? readQuote(quote) : null };
  } finally {
    step.free();
  }
}

export type ApplicationStep = 'address' | 'employer' | 'bank';

/** The fields of a staged step, in order (address: street, city, state; …). */
export const stepFields = (step: ApplicationStep): string[] => Array.from(wasm.stepFields(step));
/** A staged step's messages; `values` in the order of `stepFields`. */
export const validateStep = (step: ApplicationStep, values: string[]): FormErrors<string> =>
  readFieldErrors(wasm.validateStep(step, values));
/** Where 'Continue Application' goes for a saved stage; null when there is nothing to continue. */
export const continuePath = (stage: string): Message => message(wasm.continuePath(stage));

/** The pay form's message, or null when it may be sent. */
export const validatePayment = (loanId: string, amount: string, phone: string, country: string): Message =>
  message(wasm.validatePayment(loanId, amount, phone, country));

export type FundField =
  | 'name'
  | 'currency'
  | 'maxLoan'
  | 'website'
  | 'annualInterest'
  | 'maxRepayDurationYears'
  | 'repaymentIntervalDays'
  | 'graceDays'
  | 'penaltyFee';

export interface FundForm {
  name: string;
  currency: string;
  maxLoan: string;
  website: string;
  annualInterest: string;
  banded: boolean;
  maxRepayDurationYears: string;
  repaymentIntervalDays: string;
  graceDays: string;
  penaltyFee: string;
}

/** The super admin's fund form. */
export const validateFund = (f: FundForm): FormErrors<FundField> =>
  readFieldErrors(
    wasm.validateFund(
      f.name,
      f.currency,
      f.maxLoan,
      f.website,
      f.annualInterest,
      f.banded,
      f.maxRepayDurationYears,
      f.repaymentIntervalDays,
      f.graceDays,
      f.penaltyFee,
    ),
  );

/** "under_review" → "Under Review". */
export const statusLabel = (status: string): string => wasm.statusLabel(status);
/** The actions `role` may take on a loan in `status` (review, recommend, return, approve, …). */
export const availableActions = (status: string, role: string): string[] => Array.from(wasm.availableActions(status, role));
export const actionNeedsReason = (action: string): boolean => wasm.actionNeedsReason(action);
/** "1,234.00" from decimal text; null when it is not a number. */
export const formatAmount = (amount: string): Message => message(wasm.formatAmount(amount));
/** Why a proposal file cannot be used (not Word/PDF by content, too large), or null. Pass the first 64 KB. */
export const checkProposal = (head: Uint8Array, sizeBytes: number): Message => message(wasm.checkProposal(head, sizeBytes));

export type LoanTextName =
  | 'selectProposal'
  | 'selectFund'
  | 'resumePrevious'
  | 'continueNotice'
  | 'amountHint'
  | 'promptSent'
  | 'paymentFailed';
/** A message of the loan screens that core holds (English; screens translate it by its text). */
export const loanText = (name: LoanTextName): string => wasm.loanText(name) ?? '';
/** The stage a staged step leads to ("address" → "address_added"). */
export const stageAfter = (step: ApplicationStep): Message => message(wasm.stageAfter(step));
/** Approved, active and closed loans have an offer letter. */
export const hasOfferLetter = (status: string): boolean => wasm.hasOfferLetter(status);
/** No loan among these statuses was ever paid out (the first-loan cap applies). */
export const isFirstTime = (statuses: string[]): boolean => wasm.isFirstTime(statuses);
/** Every status of the life cycle, in its order (draft first). */
export const loanStatuses = (): string[] => Array.from(wasm.loanStatuses());
