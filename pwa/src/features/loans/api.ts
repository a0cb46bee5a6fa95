/**
 * The client's loan calls (the shared loans contract; spec 000 section 7). Amounts arrive as JSON
 * numbers of at most two decimals and are only ever turned into decimal text for core to format.
 */
import { apiRequest, ApiError, RESPONSE_ERROR, successText } from '../../lib/api';
import { keepClientLoans, keptClientLoans, unreachable } from '../../lib/clientLoans';
import { wireNumber, type Amount, type WireNumber } from './money';

export interface Fund {
  _id: string;
  name: string;
  description: string;
  currency: string;
  maxLoan: Amount;
  website: string | null;
  annualInterest: Amount;
  banded: boolean;
  maxRepayDurationYears: Amount;
  repaymentIntervalDays: number;
  graceDays: number;
  penaltyFee: Amount;
  active: boolean;
}

export interface Installment {
  number: number;
  /** YYYY-MM-DD */
  dueDate: string;
  scheduledAmount: Amount;
  principal: Amount;
  interest: Amount;
  penaltyFee: Amount;
  paid: Amount;
  /** Fully paid. */
  status: boolean;
}

export interface Loan {
  _id: string;
  userId: string;
  status: string;
  statusLabel: string;
  flow: 'fund' | 'staged';
  stage: string | null;
  amount: Amount;
  approvedAmount: Amount | null;
  balance: Amount;
  credit: Amount;
  /** The installment. */
  monthlyRepayment: Amount;
  /** Years. */
  repaymentPeriod: Amount;
  proposalLink: string | null;
  loanFundId: string | null;
  loanFundName: string | null;
  loanFundCurrency: string | null;
  loanFundInterest: Amount | null;
  loanFundMaxLoan: Amount | null;
  loanFundRepaymentPeriod: Amount | null;
  loanFundRepaymentInterval: number | null;
  contribution: Amount;
  principal: Amount;
  payableInterest: Amount;
  totalToPay: Amount;
  noOfInstallments: number;
  name1: string | null;
  name2: string | null;
  idno: string | null;
  /** Epoch seconds. */
  createdAt: number;
  submittedAt: number | null;
  disbursedAt: number | null;
  repayment: Installment[];
}

export interface HistoryEntry {
  action: string;
  fromStatus: string | null;
  toStatus: string;
  actorName: string;
  actorRole: string;
  reason: string | null;
  at: number;
}

export interface Repayment {
  receipt: string;
  amount: Amount;
  channel: string;
  msisdn: string | null;
  paidAt: number;
}

export interface LoanDetail extends Loan {
  history: HistoryEntry[];
  repayments: Repayment[];
}

interface Envelope<T> {
  data?: T;
  message?: string;
  msg?: string;
}

function readData<T>(answer: Envelope<T> | null): T {
  if (!answer || answer.data === undefined || answer.data === null) throw new ApiError(RESPONSE_ERROR, 'response');
  return answer.data;
}

const id = (value: string) => encodeURIComponent(value);

// ---- the fund flow --------------------------------------------------------------------------

export interface SavedState {
  /** The fund flow's screen to resume (…/apply/proposal, /fund or /amount). */
  path: string;
  loanInfo: Loan | null;
}

/** GET /client/loan/get_state/{user_id}; `start` opens a new application. */
export async function getState(userId: string, start = false, signal?: AbortSignal): Promise<SavedState> {
  const answer = await apiRequest<Envelope<SavedState>>(`/client/loan/get_state/${id(userId)}${start ? '?start=1' : ''}`, { signal });
  const data = readData(answer);
  if (typeof data.path !== 'string') throw new ApiError(RESPONSE_ERROR, 'response');
  return { path: data.path, loanInfo: data.loanInfo ?? null };
}

export async function listFunds(signal?: AbortSignal): Promise<Fund[]> {
  const answer = await apiRequest<Envelope<Fund[]>>('/loan_fund/list', { signal });
  const funds = readData(answer);
  if (!Array.isArray(funds)) throw new ApiError(RESPONSE_ERROR, 'response');
  return funds;
}

/** The link of the stored file in the proposal upload's answer (`data.proposalLink`), or null. */
export function proposalLinkOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const data = (body as { data?: { proposalLink?: unknown } }).data;
  return typeof data?.proposalLink === 'string' && data.proposalLink ? data.proposalLink : null;
}

export async function saveProposal(userId: string, proposalLink: string): Promise<void> {
  await apiRequest(`/client/loan/proposal/${id(userId)}`, { body: { proposalLink } });
}

/** POST /client/loan/fund/{user_id}: the server takes the fund's own figures; these are the spec's. */
export async function chooseFund(userId: string, fund: Fund): Promise<void> {
  await apiRequest(`/client/loan/fund/${id(userId)}`, {
    body: {
      loanFundId: fund._id,
      loanFundInterest: fund.annualInterest,
      loanFundMaxLoan: fund.maxLoan,
      loanFundRepaymentPeriod: fund.maxRepayDurationYears,
      loanFundRepaymentInterval: fund.repaymentIntervalDays,
    },
  });
}

/** The loan-add payload of the amount screen (see payload.ts). */
export interface LoanAddPayload {
  amount: WireNumber;
  years: WireNumber;
  full_periods: number;
  installment: WireNumber;
  overflow_amount: WireNumber;
  payable_interest: WireNumber;
  totalToPay: WireNumber;
  noOfInstallments: number;
  interest_rate: WireNumber;
  contribution: WireNumber;
  amount_b4_contrib: WireNumber;
  name1: string;
  name2: string;
  idno: string;
}

/** POST /client/loan/amount/{user_id}: submits the application; `message` is what to toast. */
export async function addLoan(userId: string, payload: LoanAddPayload): Promise<{ message: string | null; loan: Loan | null }> {
  const answer = await apiRequest<Envelope<Loan>>(`/client/loan/amount/${id(userId)}`, { body: payload });
  return { message: successText(answer), loan: answer?.data ?? null };
}

// ---- the staged flow ------------------------------------------------------------------------

export interface StagedApplication {
  proposedAmount: WireNumber;
  /** Months. */
  proposedDuration: WireNumber;
  monthlyIncome: WireNumber;
  employmentStatus: string;
  proposedMonthyRepayment: WireNumber;
}

export async function applyStaged(userId: string, body: StagedApplication): Promise<Loan> {
  return readData(await apiRequest<Envelope<Loan>>(`/client/loan/apply/${id(userId)}`, { body }));
}

/** The loan and stage a 409 'complete your previuos loan request' names, if it names one. */
export function unfinishedOf(error: unknown): { loanId: string; stage: string } | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const data = (error.body as Envelope<{ loanId?: unknown; stage?: unknown }>).data;
  if (!data || typeof data.loanId !== 'string' || typeof data.stage !== 'string') return null;
  return { loanId: data.loanId, stage: data.stage };
}

export type StepName = 'address' | 'employer' | 'bank';

const STEP_PATH: Readonly<Record<StepName, string>> = { address: 'address', employer: 'work', bank: 'bank' };

/** POST /client/loan/{address|work|bank}/{loanId}; the loan with its new stage when the answer has it. */
export async function saveStep(
  step: StepName,
  loanId: string,
  body: Readonly<Record<string, string | number>>,
): Promise<{ message: string | null; loan: Loan | null }> {
  const answer = await apiRequest<Envelope<Loan>>(`/client/loan/${STEP_PATH[step]}/${id(loanId)}`, { body });
  return { message: successText(answer), loan: answer?.data ?? null };
}

// ---- loans ----------------------------------------------------------------------------------

export async function listLoans(signal?: AbortSignal): Promise<Loan[]> {
  const loans = readData(await apiRequest<Envelope<Loan[]>>('/client/loan/view', { signal }));
  if (!Array.isArray(loans)) throw new ApiError(RESPONSE_ERROR, 'response');
  keepClientLoans(loans);
  return loans;
}

/** The loans, or with the server out of reach the last ones this phone was told of and when (ms). */
export async function listLoansOrKept(signal?: AbortSignal): Promise<{ loans: Loan[]; keptAt: number | null }> {
  try {
    return { loans: await listLoans(signal), keptAt: null };
  } catch (error) {
    const kept = unreachable(error) ? keptClientLoans<Loan>() : null;
    if (!kept) throw error;
    return { loans: kept.loans, keptAt: kept.fetchedAt };
  }
}

export async function getLoan(loanId: string, signal?: AbortSignal): Promise<LoanDetail> {
  const loan = readData(await apiRequest<Envelope<LoanDetail>>(`/client/loan/view/${id(loanId)}`, { signal }));
  return { ...loan, history: loan.history ?? [], repayments: loan.repayments ?? [], repayment: loan.repayment ?? [] };
}

export async function loanAction(loanId: string, action: string, reason?: string): Promise<{ message: string | null; loan: LoanDetail | null }> {
  const answer = await apiRequest<Envelope<LoanDetail>>(`/user/loan/action/${id(loanId)}`, {
    body: reason ? { action, reason } : { action },
  });
  return { message: successText(answer), loan: answer?.data ?? null };
}

export interface CurrentLoans {
  mpesaPhone: string | null;
  current: Loan[];
}

export async function currentLoans(userId: string, signal?: AbortSignal): Promise<CurrentLoans> {
  const data = readData(
    await apiRequest<Envelope<{ user_info?: { mpesaPhone?: string | null }; current?: Loan[] }>>(`/client/loan/current/${id(userId)}`, {
      signal,
    }),
  );
  return { mpesaPhone: data.user_info?.mpesaPhone ?? null, current: Array.isArray(data.current) ? data.current : [] };
}

// ---- M-Pesa ---------------------------------------------------------------------------------

export interface Paybill {
  paybill: string;
  account_number: string;
  amount: Amount | null;
}

export interface Initiated extends Paybill {
  checkoutRequestId: string;
}

/** POST /payments/mpesa/initiate; `msg` is the text to toast. */
export async function initiateMpesa(loanId: string, amount: string, phone: string): Promise<{ msg: string | null; data: Initiated }> {
  const answer = await apiRequest<Envelope<Initiated>>('/payments/mpesa/initiate', {
    body: { loanId, amount: wireNumber(amount), mpesa_phone: phone },
    // The simulator or Daraja answers the push request itself quickly; the customer's answer is polled.
    timeoutMs: 60_000,
  });
  const data = readData(answer);
  if (typeof data.checkoutRequestId !== 'string' || !data.checkoutRequestId) throw new ApiError(RESPONSE_ERROR, 'response');
  const text = typeof answer.msg === 'string' && answer.msg.trim() ? answer.msg.trim() : successText(answer);
  return { msg: text, data };
}

export type PaymentState = 'pending' | 'paid' | 'failed' | 'cancelled' | 'timeout';

export interface PaymentStatus {
  status: PaymentState;
  resultDesc: string | null;
  receipt: string | null;
  balance: Amount | null;
}

export async function mpesaStatus(checkoutRequestId: string, signal?: AbortSignal): Promise<PaymentStatus> {
  const data = readData(await apiRequest<Envelope<PaymentStatus>>(`/payments/mpesa/status/${id(checkoutRequestId)}`, { signal }));
  if (typeof data.status !== 'string') throw new ApiError(RESPONSE_ERROR, 'response');
  return data;
}

export async function payInstructions(loanId: string, signal?: AbortSignal): Promise<Paybill> {
  return readData(await apiRequest<Envelope<Paybill>>(`/payments/instructions/${id(loanId)}`, { signal }));
}
