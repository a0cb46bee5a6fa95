import { describe, expect, it } from 'vitest';
import { amountText, filterParams, firstSearch, pageCount, readFilter, readLoanChoices, readPage, readResolved, reviewsPath, sentTextDiffers } from './wire';

/** An item as the server lists it (server/src/repayments/reviews/model.rs). */
const wireItem = {
  id: '67400000deadbeef00a1b2c3',
  channel: 'c2b',
  receipt: 'RKN0000002',
  reference: 'NOSUCH12',
  loanId: null,
  accountNumber: null,
  msisdn: '254712345678',
  payerName: 'Amina',
  amount: 1_000_000_000_000_000,
  amountText: '1e15',
  reason: 'amount_above_ceiling',
  reasonText: 'The amount is above the limit for one payment',
  status: 'open',
  resolvedBy: null,
  resolvedByName: null,
  resolvedAt: null,
  appliedLoanId: null,
  note: null,
  createdAt: 1_764_000_000,
};

describe('reading the review list', () => {
  it('reads a page with each item as sent', () => {
    const page = readPage({ data: [wireItem], page: 2, perPage: 20, total: 21 });
    expect(page).toMatchObject({ page: 2, perPage: 20, total: 21 });
    expect(page.reviews).toEqual([
      {
        id: '67400000deadbeef00a1b2c3',
        channel: 'c2b',
        receipt: 'RKN0000002',
        reference: 'NOSUCH12',
        loanId: null,
        accountNumber: null,
        msisdn: '254712345678',
        payerName: 'Amina',
        amount: '1000000000000000',
        amountText: '1e15',
        reason: 'amount_above_ceiling',
        reasonText: 'The amount is above the limit for one payment',
        status: 'open',
        resolvedByName: null,
        resolvedAt: null,
        appliedLoanId: null,
        note: null,
        createdAt: 1_764_000_000,
      },
    ]);
    expect(pageCount(page)).toBe(2);
  });

  it('survives a broken answer: no items, one empty page, unknown statuses open', () => {
    expect(readPage(null)).toEqual({ reviews: [], page: 1, perPage: 1, total: 0 });
    expect(readPage({ data: [{ amount: 5 }, 'x', null] }).reviews).toEqual([]);
    const odd = readPage({ data: [{ ...wireItem, status: 'weird', createdAt: 'yesterday', receipt: 7 }], page: -3, perPage: 0, total: -1 });
    expect(odd).toMatchObject({ page: 1, perPage: 1, total: 0 });
    expect(odd.reviews[0]).toMatchObject({ status: 'open', createdAt: 0, receipt: null });
    expect(readPage({ data: [{ ...wireItem, payerName: '  ' }] }).reviews[0]?.payerName).toBeNull();
    expect(pageCount({ perPage: 50, total: 0 })).toBe(1);
    expect(pageCount({ perPage: 50, total: 100 })).toBe(2);
    expect(pageCount({ perPage: 50, total: 101 })).toBe(3);
  });

  it('keeps amounts as decimal text, and none it cannot hold to the cent', () => {
    expect(amountText(500)).toBe('500');
    expect(amountText(10.5)).toBe('10.5');
    expect(amountText(-100)).toBe('-100');
    expect(amountText(0)).toBe('0');
    expect(amountText(1e15)).toBe('1000000000000000');
    expect(amountText(9_999_999_999_999.99)).toBe('9999999999999.99');
    expect(amountText(90_071_992_547_409.91)).toBeNull();
    // A JSON number past 2^53 cents would print other digits than the server sent.
    expect(amountText(92_233_720_368_547_758)).toBeNull();
    expect(amountText(1e21)).toBeNull();
    expect(amountText(0.001)).toBeNull();
    expect(amountText('500')).toBeNull();
    expect(amountText(null)).toBeNull();
    expect(amountText(Number.NaN)).toBeNull();
  });

  it("shows M-Pesa's own text only when it says more than the amount read", () => {
    expect(sentTextDiffers({ amount: '500', amountText: '500' })).toBe(false);
    expect(sentTextDiffers({ amount: '10.5', amountText: '10.50' })).toBe(true);
    expect(sentTextDiffers({ amount: '1000000000000000', amountText: '1e15' })).toBe(true);
    expect(sentTextDiffers({ amount: null, amountText: 'ten' })).toBe(true);
  });

  it('reads the answer to apply and dismiss: the message and the item now resolved', () => {
    const resolved = readResolved({
      message: 'Payment dismissed',
      data: { ...wireItem, status: 'dismissed', resolvedByName: 'Faraji Mwangi', resolvedAt: 1_764_000_100, note: 'Reversed by M-Pesa' },
    });
    expect(resolved.message).toBe('Payment dismissed');
    expect(resolved.review).toMatchObject({ status: 'dismissed', resolvedByName: 'Faraji Mwangi', resolvedAt: 1_764_000_100, note: 'Reversed by M-Pesa' });
    const applied = readResolved({ message: 'Payment applied to the loan', data: { ...wireItem, amount: 300, status: 'applied', appliedLoanId: 'abc' } });
    expect(applied.review).toMatchObject({ status: 'applied', amount: '300', appliedLoanId: 'abc' });
    expect(readResolved({})).toEqual({ message: null, review: null });
  });

  it('reads the loans found to choose from', () => {
    const loans = readLoanChoices({
      data: [
        { _id: '6650ab0000000000000000aa', clientName: 'Amina Wanjiru', clientPhone: '254712000001', status: 'active', balance: 61234.5, loanFundCurrency: 'KES' },
        { clientName: 'no id' },
        { _id: 'b', status: 'pending' },
      ],
    });
    expect(loans).toEqual([
      { id: '6650ab0000000000000000aa', clientName: 'Amina Wanjiru', clientPhone: '254712000001', status: 'active', balance: '61234.5', currency: 'KES' },
      { id: 'b', clientName: '', clientPhone: '', status: 'pending', balance: null, currency: 'KES' },
    ]);
    expect(readLoanChoices({ data: 'none' })).toEqual([]);
  });
});

describe('the list address', () => {
  it('asks the API for a status and a page', () => {
    expect(reviewsPath('open', 1, 20)).toBe('/payments/reviews?status=open&page=1&perPage=20');
    expect(reviewsPath('all', 3.7, 20)).toBe('/payments/reviews?status=all&page=3&perPage=20');
    expect(reviewsPath('dismissed', 0, 20)).toBe('/payments/reviews?status=dismissed&page=1&perPage=20');
  });

  it("reads the screen's filter, the open list's first page when unknown, and writes it back without defaults", () => {
    expect(readFilter(new URLSearchParams(''))).toEqual({ status: 'open', page: 1 });
    expect(readFilter(new URLSearchParams('status=applied&page=3'))).toEqual({ status: 'applied', page: 3 });
    expect(readFilter(new URLSearchParams('status=closed&page=-2'))).toEqual({ status: 'open', page: 1 });
    expect(readFilter(new URLSearchParams('status=all&page=1.5'))).toEqual({ status: 'all', page: 1 });
    expect(filterParams('open', 1).toString()).toBe('');
    expect(filterParams('dismissed', 2).toString()).toBe('status=dismissed&page=2');
    for (const search of ['', 'status=all', 'status=applied&page=4']) {
      const { status, page } = readFilter(new URLSearchParams(search));
      expect(filterParams(status, page).toString()).toBe(search);
    }
  });

  it('starts the loan search from what the payment says about its loan', () => {
    const c2b = { accountNumber: null, channel: 'c2b', reference: ' NOSUCH12 ', msisdn: '254712345678' };
    expect(firstSearch(c2b)).toBe('NOSUCH12');
    expect(firstSearch({ ...c2b, accountNumber: '00A1B2C3' })).toBe('00A1B2C3');
    expect(firstSearch({ ...c2b, channel: 'stk', reference: 'ws_CO_1' })).toBe('254712345678');
    expect(firstSearch({ ...c2b, channel: 'stk', msisdn: null })).toBe('');
  });
});
