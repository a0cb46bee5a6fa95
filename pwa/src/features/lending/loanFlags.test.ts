import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../../lib/api';
import { decideLoan, disburseLoan } from './api';
import { flagsReducer, initialFlags, runWithFlags, type FlagsEvent, type LoanFlags } from './loanFlags';

afterEach(() => vi.unstubAllGlobals());

/** Runs `runWithFlags` against the reducer, keeping every state it went through. */
function recorder() {
  let state: LoanFlags = initialFlags;
  const states: LoanFlags[] = [];
  const dispatch = (event: FlagsEvent) => {
    state = flagsReducer(state, event);
    states.push(state);
  };
  return { dispatch, states, current: () => state };
}

describe('the loan store flags', () => {
  it('start all off and empty', () => {
    expect(initialFlags).toEqual({ loading: false, error: '', disbursedStatus: false, approvedStatus: false });
  });

  it('a decision turns loading on, then off with approvedStatus on success', async () => {
    const { dispatch, states, current } = recorder();
    const followUp = vi.fn();
    const answer = await runWithFlags(dispatch, 'decided', 'loan-1', () => Promise.resolve('ok'), followUp);
    expect(answer).toBe('ok');
    expect(states[0]).toMatchObject({ loading: true, error: '' });
    expect(current()).toEqual({ loading: false, error: '', disbursedStatus: false, approvedStatus: true });
    expect(followUp).toHaveBeenCalledWith('loan-1', 'ok');
  });

  it('a disbursement sets disbursedStatus and leaves approvedStatus alone', async () => {
    const { dispatch, current } = recorder();
    await runWithFlags(dispatch, 'disbursed', 'loan-1', () => Promise.resolve(1));
    expect(current()).toEqual({ loading: false, error: '', disbursedStatus: true, approvedStatus: false });
  });

  it('a failure stores the error text, stops loading and skips the follow-up', async () => {
    const { dispatch, current } = recorder();
    const followUp = vi.fn();
    const answer = await runWithFlags(dispatch, 'decided', 'loan-1', () => Promise.reject(new ApiError('A processor may not approve a loan', 'http', 403)), followUp);
    expect(answer).toBeNull();
    expect(current()).toEqual({ loading: false, error: 'A processor may not approve a loan', disbursedStatus: false, approvedStatus: false });
    expect(followUp).not.toHaveBeenCalled();
  });

  it('a failure without a response also stops loading (the old portal left it on)', async () => {
    const { dispatch, current } = recorder();
    await runWithFlags(dispatch, 'disbursed', 'loan-1', () => Promise.reject(new ApiError(NETWORK_ERROR, 'network')));
    expect(current()).toMatchObject({ loading: false, error: NETWORK_ERROR, disbursedStatus: false });
  });

  it('starting again clears the last error; clearError empties it; each flag resets', () => {
    let state = flagsReducer(initialFlags, { type: 'failed', error: 'x' });
    expect(flagsReducer(state, { type: 'started' })).toMatchObject({ loading: true, error: '' });
    expect(flagsReducer(state, { type: 'clearError' }).error).toBe('');
    state = flagsReducer(flagsReducer(state, { type: 'decided' }), { type: 'disbursed' });
    expect(state).toMatchObject({ approvedStatus: true, disbursedStatus: true });
    expect(flagsReducer(state, { type: 'reset', flag: 'approvedStatus' })).toMatchObject({ approvedStatus: false, disbursedStatus: true });
    expect(flagsReducer(state, { type: 'reset', flag: 'disbursedStatus' })).toMatchObject({ approvedStatus: true, disbursedStatus: false });
    expect(flagsReducer({ ...state, loading: true }, { type: 'reset', flag: 'loading' }).loading).toBe(false);
    // Nothing to change: the same state, so React does not re-render.
    expect(flagsReducer(initialFlags, { type: 'clearError' })).toBe(initialFlags);
    expect(flagsReducer(initialFlags, { type: 'reset', flag: 'error' })).toBe(initialFlags);
  });
});

describe('the decision and disbursement calls with the flags', () => {
  const detail = { _id: 'abcdef0123456789abcdef01', status: 'approved', history: [], repayments: [], repayment: [] };

  function answer(status: number, body: unknown) {
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }

  it("take the error text from the response's error, else its message", async () => {
    for (const [body, text] of [
      [{ error: 'The loan must be approved by someone other than the person who recommended it', message: 'other' }, 'The loan must be approved by someone other than the person who recommended it'],
      [{ message: 'A loan that is Pending cannot be approved' }, 'A loan that is Pending cannot be approved'],
    ] as const) {
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(409, body)));
      const { dispatch, current } = recorder();
      await runWithFlags(dispatch, 'decided', detail._id, () => decideLoan(detail._id, 'approve', ''));
      expect(current()).toMatchObject({ loading: false, error: text, approvedStatus: false });
    }
  });

  it('send the decision with its reason, and the disbursement by method', async () => {
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(answer(200, { message: 'Loan approved', data: detail })));
    vi.stubGlobal('fetch', fetchMock);
    const { dispatch, current } = recorder();
    const outcome = await runWithFlags(dispatch, 'decided', detail._id, () => decideLoan(detail._id, 'reject', '  No cash flow  '));
    expect(outcome?.message).toBe('Loan approved');
    expect(outcome?.loan.id).toBe(detail._id);
    expect(current().approvedStatus).toBe(true);
    let [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/user/loan/action/${detail._id}`);
    expect(JSON.parse(init.body as string)).toEqual({ action: 'reject', reason: 'No cash flow' });

    await decideLoan(detail._id, 'review', '   ');
    [, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ action: 'review' });

    await disburseLoan(detail._id, { method: 'mpesa', msisdn: ' 254712000001 ' });
    [url, init] = fetchMock.mock.calls[2] as [string, RequestInit];
    expect(url).toBe(`/api/payment/transfer/${detail._id}`);
    expect(JSON.parse(init.body as string)).toEqual({ method: 'mpesa', msisdn: '254712000001' });

    await disburseLoan(detail._id, { method: 'mpesa', msisdn: '' });
    [, init] = fetchMock.mock.calls[3] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ method: 'mpesa' });

    await disburseLoan(detail._id, { method: 'bank', reference: 'FT26123ABC ' });
    [, init] = fetchMock.mock.calls[4] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ method: 'bank', reference: 'FT26123ABC' });
  });
});
