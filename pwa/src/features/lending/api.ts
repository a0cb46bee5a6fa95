/**
 * The staff loan screens' calls (see the loans contract): loans and their decisions, disbursement,
 * the overview, client details, funds and reports. Answers are read into plain typed records here.
 */
import { apiRequest, ApiError, RESPONSE_ERROR, successText } from '../../lib/api';
import { fetchBlob } from '../../lib/fileDownload';
import { dataOf, int, isRaw, list, money, nullableInt, nullableMoney, nullableText, rawOf, text, type Raw } from './read';
import { loansPath, reportPath, type ReportKind } from './paths';
import { hiddenGroups } from './clientProfile';

// ---- loans ----------------------------------------------------------------------------------

export interface Installment {
  number: number;
  /** YYYY-MM-DD */
  dueDate: string;
  scheduledAmount: string;
  principal: string;
  interest: string;
  penaltyFee: string;
  paid: string;
  /** Fully paid. */
  settled: boolean;
}

export interface Loan {
  id: string;
  userId: string;
  status: string;
  flow: string;
  amount: string;
  approvedAmount: string | null;
  balance: string;
  credit: string;
  /** The installment. */
  monthlyRepayment: string;
  /** Years, as decimal text. */
  repaymentPeriod: string;
  proposalLink: string | null;
  fundId: string;
  fundName: string;
  currency: string;
  interestRate: string;
  intervalDays: number;
  contribution: string;
  principal: string;
  payableInterest: string;
  totalToPay: string;
  noOfInstallments: number;
  name1: string;
  name2: string;
  idno: string;
  createdAt: number;
  submittedAt: number | null;
  disbursedAt: number | null;
  clientName: string;
  clientPhone: string;
  schedule: Installment[];
}

export interface HistoryEntry {
  action: string;
  fromStatus: string;
  toStatus: string;
  actorName: string;
  actorRole: string;
  reason: string;
  at: number;
}

export interface Repayment {
  receipt: string;
  amount: string;
  channel: string;
  msisdn: string;
  paidAt: number;
}

export interface LoanClient {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  mpesaPhone: string | null;
}

export interface LoanDetail extends Loan {
  history: HistoryEntry[];
  repayments: Repayment[];
  client: LoanClient | null;
}

function installment(raw: Raw): Installment {
  return {
    number: int(raw, 'number'),
    dueDate: text(raw, 'dueDate'),
    scheduledAmount: money(raw, 'scheduledAmount'),
    principal: money(raw, 'principal'),
    interest: money(raw, 'interest'),
    penaltyFee: money(raw, 'penaltyFee'),
    paid: money(raw, 'paid'),
    settled: raw.status === true,
  };
}

export function readLoan(raw: Raw): Loan {
  return {
    id: text(raw, '_id'),
    userId: text(raw, 'userId'),
    status: text(raw, 'status'),
    flow: text(raw, 'flow'),
    amount: money(raw, 'amount'),
    approvedAmount: nullableMoney(raw, 'approvedAmount'),
    balance: money(raw, 'balance'),
    credit: money(raw, 'credit'),
    monthlyRepayment: money(raw, 'monthlyRepayment'),
    repaymentPeriod: money(raw, 'repaymentPeriod'),
    proposalLink: nullableText(raw, 'proposalLink'),
    fundId: text(raw, 'loanFundId'),
    fundName: text(raw, 'loanFundName'),
    currency: text(raw, 'loanFundCurrency') || 'KES',
    interestRate: money(raw, 'loanFundInterest'),
    intervalDays: int(raw, 'loanFundRepaymentInterval'),
    contribution: money(raw, 'contribution'),
    principal: money(raw, 'principal'),
    payableInterest: money(raw, 'payableInterest'),
    totalToPay: money(raw, 'totalToPay'),
    noOfInstallments: int(raw, 'noOfInstallments'),
    name1: text(raw, 'name1'),
    name2: text(raw, 'name2'),
    idno: text(raw, 'idno'),
    createdAt: int(raw, 'createdAt'),
    submittedAt: nullableInt(raw, 'submittedAt'),
    disbursedAt: nullableInt(raw, 'disbursedAt'),
    clientName: text(raw, 'clientName'),
    clientPhone: text(raw, 'clientPhone'),
    schedule: list(raw.repayment).map(installment),
  };
}

export function readLoanDetail(raw: Raw): LoanDetail {
  const client = isRaw(raw.client) ? raw.client : null;
  return {
    ...readLoan(raw),
    history: list(raw.history).map((entry) => ({
      action: text(entry, 'action'),
      fromStatus: text(entry, 'fromStatus'),
      toStatus: text(entry, 'toStatus'),
      actorName: text(entry, 'actorName'),
      actorRole: text(entry, 'actorRole'),
      reason: text(entry, 'reason'),
      at: int(entry, 'at'),
    })),
    repayments: list(raw.repayments).map((entry) => ({
      receipt: text(entry, 'receipt'),
      amount: money(entry, 'amount'),
      channel: text(entry, 'channel'),
      msisdn: text(entry, 'msisdn'),
      paidAt: int(entry, 'paidAt'),
    })),
    client: client
      ? {
          id: text(client, '_id'),
          firstName: text(client, 'firstName'),
          lastName: text(client, 'lastName'),
          email: text(client, 'email'),
          phoneNumber: text(client, 'phoneNumber'),
          mpesaPhone: nullableText(client, 'mpesaPhone'),
        }
      : null,
  };
}

function detailOf(answer: unknown): LoanDetail {
  const data = dataOf(answer);
  if (!isRaw(data)) throw new ApiError(RESPONSE_ERROR, 'response');
  return readLoanDetail(data);
}

/** GET /staff/loans?status=&q= */
export async function listLoans(status: string, query: string, signal?: AbortSignal): Promise<Loan[]> {
  const answer = await apiRequest<unknown>(loansPath(status, query), { signal });
  return list(dataOf(answer)).map(readLoan);
}

/** GET /client/loan/view/{loanId}: the loan with its history, repayments and client. */
export async function getLoan(loanId: string, signal?: AbortSignal): Promise<LoanDetail> {
  return detailOf(await apiRequest<unknown>(`/client/loan/view/${encodeURIComponent(loanId)}`, { signal }));
}

export interface Outcome {
  message: string | null;
  loan: LoanDetail;
}

/** POST /user/loan/action/{loanId}: a staff decision (review, recommend, return, approve, …). */
export async function decideLoan(loanId: string, action: string, reason: string): Promise<Outcome> {
  const body: Record<string, string> = { action };
  if (reason.trim()) body.reason = reason.trim();
  const answer = await apiRequest<unknown>(`/user/loan/action/${encodeURIComponent(loanId)}`, { body });
  return { message: successText(answer), loan: detailOf(answer) };
}

export type Disbursement = { method: 'mpesa'; msisdn: string } | { method: 'bank'; reference: string };

/** POST /payment/transfer/{loanId}: M-Pesa B2C to a phone, or a bank transfer already made. */
export async function disburseLoan(loanId: string, disbursement: Disbursement): Promise<Outcome> {
  const body =
    disbursement.method === 'mpesa'
      ? { method: 'mpesa', ...(disbursement.msisdn.trim() ? { msisdn: disbursement.msisdn.trim() } : {}) }
      : { method: 'bank', reference: disbursement.reference.trim() };
  // M-Pesa answers once the transfer is through: allow it time.
  const answer = await apiRequest<unknown>(`/payment/transfer/${encodeURIComponent(loanId)}`, { body, timeoutMs: 120_000 });
  return { message: successText(answer), loan: detailOf(answer) };
}

/** POST /user/loan/offer_letter/{loanId}: the PDF. */
export function offerLetter(loanId: string): Promise<Blob> {
  return fetchBlob(`/user/loan/offer_letter/${encodeURIComponent(loanId)}`, { method: 'POST' });
}

/** GET /files/{fileId}: a stored file (proposal, client document). */
export function storedFile(fileId: string): Promise<Blob> {
  return fetchBlob(`/files/${encodeURIComponent(fileId)}`);
}

// ---- overview -------------------------------------------------------------------------------

export interface CurrencyTotals {
  currency: string;
  disbursed: string;
  collected: string;
  arrears: string;
  outstanding: string;
}

export interface Overview {
  counts: ReadonlyArray<readonly [status: string, count: number]>;
  totals: CurrencyTotals[];
}

/** GET /staff/overview */
export async function getOverview(signal?: AbortSignal): Promise<Overview> {
  const data = rawOf(dataOf(await apiRequest<unknown>('/staff/overview', { signal })));
  const counts = Object.entries(rawOf(data.counts))
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
    .map(([status, count]) => [status, count] as const);
  const totals = list(data.totals).map((row) => ({
    currency: text(row, 'currency'),
    disbursed: money(row, 'disbursed'),
    collected: money(row, 'collected'),
    arrears: money(row, 'arrears'),
    outstanding: money(row, 'outstanding'),
  }));
  return { counts, totals };
}

// ---- client details -------------------------------------------------------------------------

export interface StoredDocument {
  fileId: string;
  purpose: string;
  contentType: string;
  sizeBytes: number;
  createdAt: number;
}

export interface ClientFile {
  /** The profile as the server sends it (names, contacts and nested details). */
  client: Raw;
  documents: StoredDocument[];
  loans: Loan[];
  /** The groups the server left out for the reader's role (identity, bank, loans, …). */
  hidden: string[];
}

/** GET /staff/clients/{clientId} */
export async function getClient(clientId: string, signal?: AbortSignal): Promise<ClientFile> {
  const data = dataOf(await apiRequest<unknown>(`/staff/clients/${encodeURIComponent(clientId)}`, { signal }));
  if (!isRaw(data)) throw new ApiError(RESPONSE_ERROR, 'response');
  return {
    client: rawOf(data.client),
    documents: list(data.documents).map((doc) => ({
      fileId: text(doc, 'fileId'),
      purpose: text(doc, 'purpose'),
      contentType: text(doc, 'contentType'),
      sizeBytes: int(doc, 'sizeBytes'),
      createdAt: int(doc, 'createdAt'),
    })),
    loans: list(data.loans).map(readLoan),
    hidden: hiddenGroups(data.hidden),
  };
}

// ---- reports --------------------------------------------------------------------------------

export type ReportRow = Readonly<Record<string, string>>;

/** GET /reports/{kind}: the rows, every value as text (money as decimal text). */
export async function getReport(kind: ReportKind, signal?: AbortSignal): Promise<ReportRow[]> {
  const answer = await apiRequest<unknown>(reportPath(kind, false), { signal });
  return list(dataOf(answer)).map((row) => {
    const out: Record<string, string> = {};
    for (const key of Object.keys(row)) out[key] = text(row, key);
    return out;
  });
}

/** GET /reports/{kind}?format=csv with the bearer token. */
export function reportCsv(kind: ReportKind): Promise<Blob> {
  return fetchBlob(reportPath(kind, true));
}
