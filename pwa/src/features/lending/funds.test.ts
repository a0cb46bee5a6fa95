import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { validateFund } from '../../lib/core-loans';
import { loadCoreForTests } from '../../test/core';
import { draftOf, emptyDraft, fundPayload, listAllFunds, readFund, saveFund, type FundDraft } from './funds';

beforeAll(loadCoreForTests);
afterEach(() => vi.unstubAllGlobals());

const good: FundDraft = {
  ...emptyDraft,
  name: 'Growth Fund',
  description: 'For equipment',
  currency: 'KES',
  maxLoan: '500000',
  website: 'https://fund.example',
  annualInterest: '12.5',
  maxRepayDurationYears: '2.5',
  repaymentIntervalDays: '30',
  graceDays: '5',
  penaltyFee: '200',
};

describe('the fund form (core validateFund)', () => {
  it('accepts a good fund, with optional grace, penalty and website left empty', () => {
    expect(validateFund(good).isEmpty).toBe(true);
    expect(validateFund({ ...good, graceDays: '', penaltyFee: '', website: '' }).isEmpty).toBe(true);
    expect(validateFund({ ...good, banded: true, annualInterest: '' }).isEmpty).toBe(true);
  });

  it('gives each field its own message for a bad value', () => {
    const checked = validateFund({
      ...emptyDraft,
      name: ' ',
      currency: '',
      maxLoan: '12.5',
      website: 'fund.example',
      annualInterest: '101',
      maxRepayDurationYears: '0.3',
      repaymentIntervalDays: '0',
      graceDays: '400',
      penaltyFee: '10.50',
    });
    expect(checked.fields).toEqual({
      name: 'This field is required',
      currency: 'Choose Ksh or Tsh',
      maxLoan: 'Enter the largest loan in whole shillings, above zero',
      website: 'Enter the website as an address starting with https://',
      annualInterest: 'Enter the yearly interest from 0 to 100 percent',
      maxRepayDurationYears: 'Enter the longest repayment period in quarter years, from 0.25 to 10',
      repaymentIntervalDays: 'Enter the days between repayments, from 1 to 365',
      graceDays: 'Enter the grace days as a whole number up to 365',
      penaltyFee: 'Enter the penalty fee in whole shillings',
    });
    expect(checked.first).toBe('This field is required');
  });
});

describe('funds on the wire', () => {
  const wire = {
    _id: 'f1',
    name: 'Growth Fund',
    description: 'For equipment',
    currency: 'KES',
    maxLoan: 500000,
    website: null,
    annualInterest: 12.5,
    banded: false,
    maxRepayDurationYears: 2.5,
    repaymentIntervalDays: 30,
    graceDays: 5,
    penaltyFee: 200,
    active: true,
  };

  it('sends JSON numbers from the checked text', () => {
    expect(fundPayload(good)).toEqual({
      name: 'Growth Fund',
      description: 'For equipment',
      currency: 'KES',
      maxLoan: 500000,
      website: 'https://fund.example',
      annualInterest: 12.5,
      banded: false,
      maxRepayDurationYears: 2.5,
      repaymentIntervalDays: 30,
      graceDays: 5,
      penaltyFee: 200,
      active: true,
    });
    expect(fundPayload({ ...good, website: ' ', graceDays: '', penaltyFee: '', banded: true, annualInterest: '' })).toMatchObject({
      website: null,
      graceDays: 0,
      penaltyFee: 0,
      banded: true,
      annualInterest: 0,
    });
    expect(fundPayload({ ...good, maxLoan: '1,000,000', penaltyFee: '2,0,0' })).toMatchObject({ maxLoan: 1000000, penaltyFee: '2,0,0' });
  });

  it('reads a fund and puts it back in the form unchanged', () => {
    const fund = readFund(wire);
    expect(fund).toMatchObject({ id: 'f1', maxLoan: '500000', annualInterest: '12.5', maxRepayDurationYears: '2.5', website: null, active: true });
    const draft = draftOf(fund);
    expect(validateFund(draft).isEmpty).toBe(true);
    const { _id, ...body } = wire;
    expect(_id).toBe('f1');
    expect(fundPayload(draft)).toEqual(body);
  });

  it('lists every fund, creates with POST and edits or toggles with PATCH', async () => {
    const fetchMock = vi.fn().mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify({ message: 'Fund saved', data: [wire] }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect((await listAllFunds()).map((fund) => fund.name)).toEqual(['Growth Fund']);
    expect((fetchMock.mock.calls[0] as [string])[0]).toBe('/api/loan_fund/all');

    fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ message: 'Fund saved', data: wire }), { status: 200 })));
    const created = await saveFund(null, good);
    expect(created).toMatchObject({ message: 'Fund saved', fund: { id: 'f1' } });
    let [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/loan_fund', 'POST']);

    await saveFund('f1', { ...draftOf(readFund(wire)), active: false });
    [url, init] = fetchMock.mock.calls[2] as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/loan_fund/f1', 'PATCH']);
    expect(JSON.parse(init.body as string)).toMatchObject({ name: 'Growth Fund', active: false });
  });

  it("a refused fund carries the server's messages by field", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(JSON.stringify({ error: 'Choose Ksh or Tsh', fields: { currency: 'Choose Ksh or Tsh' } }), { status: 400 })),
    );
    await expect(saveFund(null, good)).rejects.toMatchObject({ status: 400, fields: { currency: 'Choose Ksh or Tsh' } });
  });
});
