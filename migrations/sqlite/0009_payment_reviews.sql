-- M-Pesa money that could not or must not be applied on its own: an account number no loan has, a
-- loan that takes no money, an amount that cannot be right, a second receipt for one request. Staff
-- apply it to a loan or dismiss it, each once. It replaces mpesa_unmatched, whose rows move here.
CREATE TABLE payment_reviews (
    id TEXT PRIMARY KEY NOT NULL,
    -- stk or c2b.
    channel TEXT NOT NULL,
    -- The M-Pesa receipt (each kept once); NULL when M-Pesa gave none.
    receipt TEXT UNIQUE,
    -- What the customer typed as the account number (C2B), or the CheckoutRequestID (STK).
    reference TEXT NOT NULL,
    -- The loan the money seemed to be for, when one was found.
    loan_id TEXT,
    msisdn TEXT,
    -- The amount as M-Pesa sent it, and in cents when it is a number of cents.
    amount_text TEXT NOT NULL,
    amount_minor BIGINT,
    -- core::loans::received::ReviewReason.
    reason TEXT NOT NULL,
    -- The provider's JSON as received.
    payload TEXT NOT NULL,
    -- open, applied or dismissed; changed once, by staff.
    status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'applied', 'dismissed')),
    resolved_by TEXT REFERENCES users (id),
    resolved_at BIGINT,
    -- The loan it was applied to.
    applied_loan_id TEXT,
    -- Why it was dismissed.
    note TEXT,
    created_at BIGINT NOT NULL
);

CREATE INDEX payment_reviews_status ON payment_reviews (status, created_at);
CREATE INDEX payment_reviews_created ON payment_reviews (created_at);

INSERT INTO payment_reviews (id, channel, receipt, reference, loan_id, msisdn, amount_text, amount_minor,
    reason, payload, status, created_at)
SELECT id, channel, receipt, reference, NULL, msisdn,
    printf('%d.%02d', amount_minor / 100, amount_minor % 100), amount_minor,
    CASE reason
        WHEN 'several loans end with this account number' THEN 'ambiguous_account'
        WHEN 'the loan does not take payments' THEN 'loan_not_repayable'
        ELSE 'unknown_account'
    END,
    payload, 'open', created_at
FROM mpesa_unmatched;

DROP TABLE mpesa_unmatched;
