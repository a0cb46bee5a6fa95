import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, RESPONSE_ERROR } from '../../lib/api';
import { loadCoreForTests } from '../../test/core';
import { addLoan, currentLoans, getState, initiateMpesa, listFunds, mpesaStatus, proposalLinkOf, saveStep, unfinishedOf } from './api';

beforeAll(loadCoreForTests);

function answer(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stub(status: number, body: unknown) {
  const fetch = vi.fn().mockResolvedValue(answer(status, body));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const sent = (fetch: ReturnType<typeof vi.fn>) => {
  const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
  return { url, method: init.method, body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined };
};

afterEach(() => vi.unstubAllGlobals());

describe('the loan calls (the shared contract)', () => {
  it('get_state reads the saved path and loan, with the start flag when asked', async () => {
    const fetch = stub(200, { data: { path: '/dashboard/consumer-credit/apply/fund', loanInfo: null } });
    await expect(getState('u1', true)).resolves.toEqual({ path: '/dashboard/consumer-credit/apply/fund', loanInfo: null });
    expect(sent(fetch).url).toBe('/api/client/loan/get_state/u1?start=1');
    stub(200, { data: {} });
    await expect(getState('u1')).rejects.toMatchObject({ message: RESPONSE_ERROR });
  });

  it('the fund list is read from data', async () => {
    stub(200, { data: [{ _id: 'f1', name: 'Fund' }] });
    await expect(listFunds()).resolves.toHaveLength(1);
    stub(200, { data: 'nope' });
    await expect(listFunds()).rejects.toBeInstanceOf(ApiError);
  });

  it('adding the loan returns the message to toast', async () => {
    const fetch = stub(200, { message: 'Details updated', data: { _id: 'l1', status: 'pending' } });
    const payload = {
      amount: 6250, years: 1.5, full_periods: 18, installment: 324, overflow_amount: 68, payable_interest: 900, totalToPay: 5900,
      noOfInstallments: 19, interest_rate: 12, contribution: 20, amount_b4_contrib: 6250, name1: 'A', name2: 'B', idno: '1',
    };
    await expect(addLoan('u1', payload)).resolves.toMatchObject({ message: 'Details updated', loan: { _id: 'l1' } });
    expect(sent(fetch)).toEqual({ url: '/api/client/loan/amount/u1', method: 'POST', body: payload });
  });

  it('a 409 names the unfinished staged loan to resume', async () => {
    stub(409, { error: 'complete your previuos loan request', data: { loanId: 'l9', stage: 'address_added' } });
    const error = await saveStep('address', 'l1', { street: 'x' }).catch((e: unknown) => e);
    expect(unfinishedOf(error)).toEqual({ loanId: 'l9', stage: 'address_added' });
    expect(unfinishedOf(new ApiError('x', 'http', 409))).toBeNull();
    expect(unfinishedOf(new Error('x'))).toBeNull();
  });

  it('the staged steps go to address, work and bank', async () => {
    const fetch = stub(200, { data: { _id: 'l1', stage: 'employer_added' } });
    await expect(saveStep('employer', 'l1', { businessName: 'Duka' })).resolves.toMatchObject({ loan: { stage: 'employer_added' } });
    expect(sent(fetch).url).toBe('/api/client/loan/work/l1');
  });

  it('current loans: the M-Pesa phone and the active loans', async () => {
    stub(200, { data: { user_info: { mpesaPhone: '254712345678' }, current: [{ _id: 'l1' }] } });
    await expect(currentLoans('u1')).resolves.toEqual({ mpesaPhone: '254712345678', current: [{ _id: 'l1' }] });
    stub(200, { data: {} });
    await expect(currentLoans('u1')).resolves.toEqual({ mpesaPhone: null, current: [] });
  });

  it('the M-Pesa prompt: msg to toast, the request to follow, paybill data', async () => {
    const fetch = stub(200, {
      msg: 'Check you phone to complete payment',
      data: { checkoutRequestId: 'ws_CO_1', paybill: '600000', account_number: 'ABCDE', amount: 324 },
    });
    await expect(initiateMpesa('l1', '324', '0712345678')).resolves.toEqual({
      msg: 'Check you phone to complete payment',
      data: { checkoutRequestId: 'ws_CO_1', paybill: '600000', account_number: 'ABCDE', amount: 324 },
    });
    expect(sent(fetch).body).toEqual({ loanId: 'l1', amount: 324, mpesa_phone: '0712345678' });
    stub(200, { data: { paybill: '600000' } });
    await expect(initiateMpesa('l1', '324', '0712345678')).rejects.toMatchObject({ message: RESPONSE_ERROR });
    stub(400, { error: 'Enter Amount and Mpesa phone to proceed' });
    await expect(initiateMpesa('l1', '', '')).rejects.toMatchObject({ message: 'Enter Amount and Mpesa phone to proceed', kind: 'http' });
  });

  it('the payment status', async () => {
    stub(200, { data: { status: 'paid', resultDesc: 'ok', receipt: 'QX1', balance: 5576 } });
    await expect(mpesaStatus('ws_CO_1')).resolves.toMatchObject({ status: 'paid', balance: 5576 });
  });

  it('the proposal upload answers the link to save', () => {
    expect(proposalLinkOf({ data: { proposalLink: '/api/files/abc', fileId: 'abc' } })).toBe('/api/files/abc');
    expect(proposalLinkOf({ data: {} })).toBeNull();
    expect(proposalLinkOf(null)).toBeNull();
  });
});
