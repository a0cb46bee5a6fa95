-- M-Pesa money that could not be applied to a loan: a paybill payment whose account number matches
-- no repayable loan, or an STK result for a request this portal does not know. Kept for staff to
-- apply by hand; each receipt once.
CREATE TABLE mpesa_unmatched (
    id TEXT PRIMARY KEY,
    -- stk or c2b.
    channel TEXT NOT NULL,
    receipt TEXT NOT NULL UNIQUE,
    -- What the customer typed as the account number (C2B), or the CheckoutRequestID (STK).
    reference TEXT NOT NULL,
    msisdn TEXT,
    amount_minor BIGINT NOT NULL,
    -- Why it was not applied.
    reason TEXT NOT NULL,
    -- The provider's JSON as received.
    payload TEXT NOT NULL,
    created_at BIGINT NOT NULL
);

CREATE INDEX mpesa_unmatched_created ON mpesa_unmatched (created_at);
