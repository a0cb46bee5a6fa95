/**
 * The bodies the loan screens send, built from core's answers (the quote, the calculator) and what
 * the client typed. Decimal text from core becomes the JSON numbers the contract asks for; nothing is
 * computed here.
 */
import type { AmountForm, LoanQuote } from '../../lib/core-loans';
import type { LoanAddPayload, StagedApplication } from './api';
import { wireNumber, type WireNumber } from './money';

/**
 * The loan-add payload of 'Loan Amount & Additional Details': core's quote (`data.out` of the
 * calculation) with what was asked (`data.in`: amount, years, contribution, rate) and the names.
 * `amount` is the amount asked, as in the calculation's `in`; the server recomputes everything from
 * `amount_b4_contrib`, `contribution`, `years` and the fund, and refuses a mismatch. Null when the
 * quote failed.
 */
export function loanAddPayload(quote: LoanQuote, form: AmountForm): LoanAddPayload | null {
  if (quote.error) return null;
  return {
    amount: wireNumber(quote.amountB4Contrib),
    years: wireNumber(form.years),
    full_periods: quote.fullPeriods,
    installment: wireNumber(quote.installment),
    overflow_amount: wireNumber(quote.overflowAmount),
    payable_interest: wireNumber(quote.payableInterest),
    totalToPay: wireNumber(quote.totalToPay),
    noOfInstallments: quote.noOfInstallments,
    interest_rate: wireNumber(quote.interestRate),
    contribution: wireNumber(form.contribution),
    amount_b4_contrib: wireNumber(quote.amountB4Contrib),
    name1: form.name1.trim(),
    name2: form.name2.trim(),
    idno: form.idno.trim(),
  };
}

export interface CalculatorValues {
  /** Digits only. */
  proposedAmount: string;
  /** Months. */
  proposedDuration: string;
  /** Digits only. */
  monthlyIncome: string;
  employmentStatus: string;
  /** Core's estimate, digits only. */
  estimate: string;
}

/** POST /client/loan/apply/{userId}'s body. */
export function stagedApplication(values: CalculatorValues): StagedApplication {
  return {
    proposedAmount: wireNumber(values.proposedAmount),
    proposedDuration: wireNumber(values.proposedDuration),
    monthlyIncome: wireNumber(values.monthlyIncome),
    employmentStatus: values.employmentStatus,
    proposedMonthyRepayment: wireNumber(values.estimate),
  };
}

/** Fields of the staged steps that travel as numbers; the rest (account numbers too) stay text. */
const NUMERIC_FIELDS: ReadonlySet<string> = new Set(['payDay', 'yearsInBusiness']);

/** A staged step's body, in core's field order, trimmed. */
export function stepBody(fields: readonly string[], values: Readonly<Record<string, string>>): Record<string, WireNumber> {
  const body: Record<string, WireNumber> = {};
  for (const field of fields) {
    const value = (values[field] ?? '').trim();
    body[field] = NUMERIC_FIELDS.has(field) ? wireNumber(value) : value;
  }
  return body;
}
