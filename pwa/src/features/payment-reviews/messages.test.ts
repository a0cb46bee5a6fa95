import { describe, expect, it } from 'vitest';
import { loadTextsOf } from '../../test/texts';
import { feature } from './feature';

/** Core's words for why money was kept (core/src/loans/received.rs `ReviewReason::message`), by the code the list sends. */
const REASONS: Record<string, string> = {
  unknown_account: 'No loan has this account number',
  ambiguous_account: 'Several loans end with this account number',
  loan_not_repayable: 'The loan does not take payments',
  amount_unreadable: 'The amount is not a number',
  amount_not_positive: 'The amount is not more than zero',
  amount_not_whole: 'The amount is not in whole shillings',
  amount_above_ceiling: 'The amount is above the limit for one payment',
  amount_differs: 'M-Pesa reported another amount than was requested; the requested amount was applied',
  another_receipt: 'Another receipt for a payment request already paid',
  paid_after_closed: 'Paid after the payment request was closed as not paid',
  counted_twice: "This payment may have been counted twice; check the loan's repayments",
  no_receipt: 'M-Pesa gave no receipt for this payment',
  unknown_request: 'M-Pesa reported a payment request this portal did not send',
};

/** The review API's answers (core/src/loans/received.rs, paybill.rs; the shared access and not-found answers). */
const ANSWERS = [
  'This payment was already resolved',
  'This receipt is already applied to a loan',
  'This amount cannot be applied to a loan; dismiss it',
  'Choose the loan to apply this payment to',
  'Give a reason for dismissing this payment',
  'Keep the reason to 500 characters',
  'Payment applied to the loan',
  'Payment dismissed',
  'Show open, applied, dismissed or all payments',
  'This loan is not being repaid',
  'Not found',
  'You do not have access to this',
  'Could not reach the server. Check your connection and try again.',
];

describe('the payment review screen', () => {
  it('translates every reason and every answer the server gives there', async () => {
    const texts = await loadTextsOf(feature);
    const messages = [...Object.values(REASONS), ...ANSWERS];
    expect(new Set(messages).size).toBe(26);
    for (const text of messages) {
      const key = texts.keyOf(text);
      expect(key, text).toBeDefined();
      expect(texts.kiswahili.msg(text), text).not.toBe(text);
    }
  });
});
