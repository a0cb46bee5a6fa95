/**
 * English texts of the M-Pesa payment review screen, with the messages core and the server answer
 * there (keyed by their English text). Loaded with the screen (see lib/feature.ts); the Kiswahili is in `sw.ts`.
 */
import { addEnglish } from '../../lib/i18n/translate';

export const reviewTexts = {
  // ---- the list -----------------------------------------------------------------------------
  'reviews.title': 'M-Pesa payments to review',
  'reviews.lead': 'Money M-Pesa reported that was not applied to a loan on its own. Apply each payment to the right loan, or dismiss it with a reason.',
  'reviews.show': 'Show',
  'reviews.status.open': 'Open',
  'reviews.status.applied': 'Applied',
  'reviews.status.dismissed': 'Dismissed',
  'reviews.status.all': 'All',
  'reviews.loading': 'Loading the payments…',
  'reviews.failed': 'The payments could not be loaded.',
  'reviews.retry': 'Try again',
  'reviews.emptyOpen': 'No payments waiting for review',
  'reviews.empty': 'No payments yet',
  'reviews.count': '{n} payments',
  'reviews.countOne': '1 payment',
  'reviews.pages': 'Pages',
  'reviews.page': 'Page {page} of {pages}',
  'reviews.previous': 'Previous',
  'reviews.next': 'Next',

  // ---- one payment --------------------------------------------------------------------------
  'reviews.item': 'Payment {receipt}',
  'reviews.noReceipt': 'without a receipt',
  'reviews.amountReceived': 'Amount received',
  'reviews.sentAs': 'M-Pesa sent "{text}"',
  'reviews.why': 'Why it was held',
  'reviews.phone': 'Phone',
  'reviews.payer': 'Name M-Pesa gave',
  'reviews.accountTyped': 'Account typed',
  'reviews.request': 'Payment request',
  'reviews.receipt': 'Receipt',
  'reviews.none': 'None',
  'reviews.received': 'Received',
  'reviews.forLoan': 'Seemed to be for loan',
  'reviews.channel.c2b': 'Paybill',
  'reviews.channel.stk': 'M-Pesa prompt',
  'reviews.appliedBy': 'Applied to loan {loan} by {name} on {when}',
  'reviews.dismissedBy': 'Dismissed by {name} on {when}',
  'reviews.someone': 'staff',
  'reviews.note': 'Reason',
  'reviews.openLoan': 'Open loan {loan}',
  'reviews.apply': 'Apply to a loan',
  'reviews.dismiss': 'Dismiss',
  'reviews.applyLabel': 'Apply payment {receipt} to a loan',
  'reviews.dismissLabel': 'Dismiss payment {receipt}',

  // ---- applying -----------------------------------------------------------------------------
  'reviews.applyTitle': 'Apply to a loan',
  'reviews.toApply': 'Amount to apply',
  'reviews.find': 'Find the loan',
  'reviews.findHint': 'Account number, client name or phone',
  'reviews.searching': 'Searching…',
  'reviews.searchFailed': 'The loans could not be searched.',
  'reviews.noLoan': 'No loan matches "{query}".',
  'reviews.typeToFind': 'Type to find the loan.',
  'reviews.loans': 'Loans found',
  'reviews.loanLine': 'Loan {loan}',
  'reviews.balance': 'Balance {amount}',
  'reviews.continue': 'Continue',
  'reviews.confirmApply': 'Apply {amount} to loan {loan} of {client}? The money counts as a repayment received by M-Pesa, and this cannot be undone.',
  'reviews.confirm': 'Apply payment',
  'reviews.back': 'Back',
  'reviews.cancel': 'Cancel',
  'reviews.close': 'Close',
  'reviews.working': 'Working…',
  'reviews.appliedAmount': '{amount} to loan {loan}',

  // ---- dismissing ---------------------------------------------------------------------------
  'reviews.dismissTitle': 'Dismiss this payment',
  'reviews.dismissLead': 'The money is not applied to any loan. Say why: the reason is kept with the payment and in the audit trail.',
  'reviews.reason': 'Reason for dismissing',
  'reviews.confirmDismiss': 'Dismiss payment',

  // ---- why money was held (core ReviewReason::message, keyed by its English) ----------------
  'msg.reviews.unknownAccount': 'No loan has this account number',
  'msg.reviews.ambiguousAccount': 'Several loans end with this account number',
  'msg.reviews.loanNotRepayable': 'The loan does not take payments',
  'msg.reviews.amountUnreadable': 'The amount is not a number',
  'msg.reviews.amountNotPositive': 'The amount is not more than zero',
  'msg.reviews.amountNotWhole': 'The amount is not in whole shillings',
  'msg.reviews.amountAboveCeiling': 'The amount is above the limit for one payment',
  'msg.reviews.amountDiffers': 'M-Pesa reported another amount than was requested; the requested amount was applied',
  'msg.reviews.anotherReceipt': 'Another receipt for a payment request already paid',
  'msg.reviews.paidAfterClosed': 'Paid after the payment request was closed as not paid',
  'msg.reviews.countedTwice': "This payment may have been counted twice; check the loan's repayments",
  'msg.reviews.noReceipt': 'M-Pesa gave no receipt for this payment',
  'msg.reviews.unknownRequest': 'M-Pesa reported a payment request this portal did not send',

  // ---- the server's answers -----------------------------------------------------------------
  'msg.reviews.alreadyResolved': 'This payment was already resolved',
  'msg.reviews.receiptApplied': 'This receipt is already applied to a loan',
  'msg.reviews.cannotApply': 'This amount cannot be applied to a loan; dismiss it',
  'msg.reviews.chooseLoan': 'Choose the loan to apply this payment to',
  'msg.reviews.needsReason': 'Give a reason for dismissing this payment',
  'msg.reviews.reasonTooLong': 'Keep the reason to 500 characters',
  'msg.reviews.applied': 'Payment applied to the loan',
  'msg.reviews.dismissed': 'Payment dismissed',
  'msg.reviews.unknownStatus': 'Show open, applied, dismissed or all payments',
  'msg.reviews.loanNotRepaid': 'This loan is not being repaid',
};

declare module '../../lib/i18n/keys' {
  interface TextParts {
    paymentReviews: typeof reviewTexts;
  }
}

addEnglish(reviewTexts);
