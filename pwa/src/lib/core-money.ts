/**
 * The decimal maths of the Rust core: the loan calculator and amounts as text, from the `common` WASM
 * package (see core-common.ts), so that /signin does not download it. The public calculator's route
 * and the signed-in layout await `loadMoneyCore()` before their screens show. Nothing is decided here.
 */
import { loadCommonCore, wasm } from './core-common';
import { message, type Message } from './core';

/** Loads the package once; the screens that use it are shown after it resolves. */
export const loadMoneyCore = loadCommonCore;

// ---- loan calculator ------------------------------------------------------------------------

export interface CalculatorOutcome {
  amountError: Message;
  durationError: Message;
  incomeError: Message;
  purposeError: Message;
  eligibilityError: Message;
  /** Whole shillings a month with separators ("21,088"), once amount and period allow it. */
  estimate: string | null;
  firstError: Message;
  canContinue: boolean;
}

export function evaluateCalculator(
  amount: string,
  durationMonths: number,
  monthlyIncome: string,
  purpose: string,
): CalculatorOutcome {
  const result = wasm.evaluateCalculator(amount, durationMonths, monthlyIncome, purpose);
  try {
    return {
      amountError: message(result.amountError),
      durationError: message(result.durationError),
      incomeError: message(result.incomeError),
      purposeError: message(result.purposeError),
      eligibilityError: message(result.eligibilityError),
      estimate: message(result.estimate),
      firstError: message(result.firstError),
      canContinue: result.canContinue,
    };
  } finally {
    result.free();
  }
}

/** The repayment periods offered, in months. */
export const calculatorPeriods = (): number[] => Array.from(wasm.calculatorPeriods());
/** The loan purposes offered, as the form sends them (English values). */
export const loanPurposes = (): string[] => Array.from(wasm.loanPurposes());

// ---- money ----------------------------------------------------------------------------------

/** `Ksh 1,234.00` from integer cents. */
export const formatMoneyMinor = (cents: bigint, currency = 'KES'): string => wasm.formatMoneyMinor(cents, currency);
/** `Ksh 1,234.00` from a decimal amount as text; null when it is not an amount. */
export const formatMoney = (amount: string, currency = 'KES'): string | null => message(wasm.formatMoney(amount, currency));
