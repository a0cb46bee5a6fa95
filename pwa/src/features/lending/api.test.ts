import { afterEach, describe, expect, it, vi } from 'vitest';
import { getClient, getLoan, getOverview, getReport, listLoans, readLoan } from './api';
import { decimalText } from './read';

afterEach(() => vi.unstubAllGlobals());

function serve(body: unknown) {
  const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const loan = {
  _id: '6650ab12cd34ef56ab78cd90',
  userId: '6650aa00aa00aa00aa00aa01',
  status: 'active',
  statusLabel: 'Active',
  flow: 'fund',
  stage: null,
  amount: 6250,
  approvedAmount: null,
  balance: 5571.5,
  credit: 0,
  monthlyRepayment: 328,
  repaymentPeriod: 1.5,
  rePaymentAPI: 'mpesa',
  proposalLink: '/api/files/6650ab000000000000000001',
  loanFundId: 'fund-1',
  loanFundName: 'Growth Fund',
  loanFundCurrency: 'KES',
  loanFundInterest: 12,
  loanFundMaxLoan: 500000,
  loanFundRepaymentPeriod: 2,
  loanFundRepaymentInterval: 30,
  contribution: 20,
  principal: 5000,
  payableInterest: 900,
  totalToPay: 5900,
  noOfInstallments: 18,
  name1: 'Amina',
  name2: 'Wanjiru',
  idno: '12345678',
  createdAt: 1767225600,
  submittedAt: 1767229200,
  disbursedAt: 1767312000,
  clientName: 'Amina Wanjiru',
  clientPhone: '254712000001',
  repayment: [
    { number: 1, dueDate: '2026-02-01', scheduledAmount: 328, principal: 277.78, interest: 50.22, penaltyFee: 0, paid: 328, status: true },
    { number: 2, dueDate: '2026-03-03', scheduledAmount: 328, principal: 277.78, interest: 50.22, penaltyFee: 0, paid: 0.5, status: false },
  ],
};

describe('reading loans', () => {
  it('keeps money as the decimal text it was sent as', () => {
    expect(decimalText(5571.5)).toBe('5571.5');
    expect(decimalText(0.1)).toBe('0.1');
    expect(decimalText(1234567.89)).toBe('1234567.89');
    expect(decimalText('12.30')).toBe('12.30');
    expect(decimalText('12,30')).toBeNull();
    expect(decimalText(null)).toBeNull();
    expect(decimalText(Number.NaN)).toBeNull();
  });

  it('reads the contract shape', () => {
    const read = readLoan(loan);
    expect(read).toMatchObject({
      id: loan._id,
      status: 'active',
      amount: '6250',
      approvedAmount: null,
      balance: '5571.5',
      monthlyRepayment: '328',
      repaymentPeriod: '1.5',
      currency: 'KES',
      interestRate: '12',
      intervalDays: 30,
      contribution: '20',
      principal: '5000',
      noOfInstallments: 18,
      submittedAt: 1767229200,
      clientName: 'Amina Wanjiru',
    });
    expect(read.schedule).toEqual([
      { number: 1, dueDate: '2026-02-01', scheduledAmount: '328', principal: '277.78', interest: '50.22', penaltyFee: '0', paid: '328', settled: true },
      { number: 2, dueDate: '2026-03-03', scheduledAmount: '328', principal: '277.78', interest: '50.22', penaltyFee: '0', paid: '0.5', settled: false },
    ]);
  });

  it('survives missing and mistyped fields', () => {
    const read = readLoan({ _id: 'x', amount: 'lots', repayment: 'none', submittedAt: 'yesterday' });
    expect(read).toMatchObject({ id: 'x', amount: '0', schedule: [], submittedAt: null, currency: 'KES', proposalLink: null });
  });

  it('lists loans with the filter, and reads one with history, repayments and client', async () => {
    const fetchMock = serve({ data: [loan] });
    const loans = await listLoans('active', 'ami');
    expect(loans.map((l) => l.id)).toEqual([loan._id]);
    expect((fetchMock.mock.calls[0] as [string])[0]).toBe('/api/staff/loans?status=active&q=ami');

    serve({
      data: {
        ...loan,
        history: [{ action: 'approve', fromStatus: 'recommended', toStatus: 'approved', actorName: 'Faraji Mwangi', actorRole: 'authorizer', reason: null, at: 1767300000 }],
        repayments: [{ receipt: 'SIM123', amount: 328, channel: 'stk', msisdn: '254712000001', paidAt: 1767400000 }],
        client: { _id: loan.userId, firstName: 'Amina', lastName: 'Wanjiru', email: 'client@demo.test', phoneNumber: '254712000001', mpesaPhone: '254712000001' },
      },
    });
    const detail = await getLoan(loan._id);
    expect(detail.history).toEqual([
      { action: 'approve', fromStatus: 'recommended', toStatus: 'approved', actorName: 'Faraji Mwangi', actorRole: 'authorizer', reason: '', at: 1767300000 },
    ]);
    expect(detail.repayments[0]).toEqual({ receipt: 'SIM123', amount: '328', channel: 'stk', msisdn: '254712000001', paidAt: 1767400000 });
    expect(detail.client?.mpesaPhone).toBe('254712000001');
  });

  it('a loan answer without data is a response error', async () => {
    serve({ message: 'ok' });
    await expect(getLoan('x')).rejects.toMatchObject({ message: 'Response error' });
  });
});

describe('overview, client and reports', () => {
  it('reads the counts and the money per currency', async () => {
    serve({ data: { counts: { pending: 2, active: 1, odd: 'x' }, totals: [{ currency: 'KES', disbursed: 5000, collected: 328, arrears: 0, outstanding: 5571.5 }] } });
    expect(await getOverview()).toEqual({
      counts: [
        ['pending', 2],
        ['active', 1],
      ],
      totals: [{ currency: 'KES', disbursed: '5000', collected: '328', arrears: '0', outstanding: '5571.5' }],
    });
  });

  it('reads a client file', async () => {
    serve({ data: { client: { firstName: 'Amina' }, documents: [{ fileId: 'f1', purpose: 'proposal', contentType: 'application/pdf', sizeBytes: 2048, createdAt: 1 }], loans: [loan] } });
    const file = await getClient('c1');
    expect(file.client).toEqual({ firstName: 'Amina' });
    expect(file.documents).toEqual([{ fileId: 'f1', purpose: 'proposal', contentType: 'application/pdf', sizeBytes: 2048, createdAt: 1 }]);
    expect(file.loans[0]?.id).toBe(loan._id);
  });

  it('reads report rows as text', async () => {
    const fetchMock = serve({ data: [{ bucket: '1-30', currency: 'KES', loans: 1, amount: 328.5 }] });
    expect(await getReport('arrears')).toEqual([{ bucket: '1-30', currency: 'KES', loans: '1', amount: '328.5' }]);
    expect((fetchMock.mock.calls[0] as [string])[0]).toBe('/api/reports/arrears');
  });
});
