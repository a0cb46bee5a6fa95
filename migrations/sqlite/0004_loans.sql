-- Loans: the funds lent from, applications and loans with their schedule, the append-only history
-- of every decision, repayments and M-Pesa payment requests.
-- Money integer minor units, percentages in hundredths (1200 = 12.00%), periods in quarter years,
-- times epoch seconds, due dates ISO text (YYYY-MM-DD, Africa/Nairobi), flags BIGINT 0/1.

CREATE TABLE loan_funds (
    id TEXT PRIMARY KEY NOT NULL,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    -- ISO 4217 (KES, TZS).
    currency TEXT NOT NULL CHECK (currency IN ('KES', 'TZS')),
    max_loan_minor BIGINT NOT NULL CHECK (max_loan_minor > 0),
    website TEXT,
    -- The fund's yearly rate; ignored when banded.
    annual_interest_hundredths BIGINT NOT NULL DEFAULT 0,
    banded BIGINT NOT NULL DEFAULT 0,
    max_repay_quarters BIGINT NOT NULL CHECK (max_repay_quarters > 0),
    repayment_interval_days BIGINT NOT NULL CHECK (repayment_interval_days > 0),
    grace_days BIGINT NOT NULL DEFAULT 0,
    penalty_fee_minor BIGINT NOT NULL DEFAULT 0,
    active BIGINT NOT NULL DEFAULT 1,
    created_by TEXT REFERENCES users (id),
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE INDEX loan_funds_active ON loan_funds (active, name);

CREATE TABLE loans (
    id TEXT PRIMARY KEY NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- draft, pending, under_review, returned, recommended, approved, rejected, active, closed,
    -- withdrawn, written_off (core::loans::lifecycle).
    status TEXT NOT NULL,
    -- fund (proposal → fund → amount) or staged (calculator → contact → employer → bank).
    flow TEXT NOT NULL CHECK (flow IN ('fund', 'staged')),
    -- Where an unfinished application stands: proposal, fund, amount for the fund flow;
    -- calculated, address_added, employer_added, bank_added for the staged flow.
    stage TEXT NOT NULL,
    proposal_file_id TEXT REFERENCES files (id),
    loan_fund_id TEXT REFERENCES loan_funds (id),
    currency TEXT NOT NULL DEFAULT 'KES',
    -- The quote (core::loans::quote), fixed when the amount is submitted.
    amount_minor BIGINT,
    contribution_hundredths BIGINT,
    principal_minor BIGINT,
    interest_rate_hundredths BIGINT,
    payable_interest_minor BIGINT,
    total_minor BIGINT,
    installment_minor BIGINT,
    full_periods BIGINT,
    overflow_minor BIGINT,
    no_of_installments BIGINT,
    years_quarters BIGINT,
    interval_days BIGINT,
    name1 TEXT,
    name2 TEXT,
    id_number TEXT,
    -- The staged flow's answers (calculator, address, employer, bank) as a JSON object.
    details TEXT NOT NULL DEFAULT '{}',
    approved_amount_minor BIGINT,
    -- What is still owed (installments and penalties) and what was paid beyond it.
    balance_minor BIGINT NOT NULL DEFAULT 0,
    credit_minor BIGINT NOT NULL DEFAULT 0,
    -- Set while recommended: the authorizer must be someone else.
    recommended_by TEXT REFERENCES users (id),
    -- mpesa (B2C through the payments provider) or bank (a transfer recorded by staff).
    disbursement_method TEXT,
    disbursement_reference TEXT UNIQUE,
    disbursed_at BIGINT,
    submitted_at BIGINT,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE INDEX loans_user ON loans (user_id, created_at);
CREATE INDEX loans_status ON loans (status, updated_at);
CREATE INDEX loans_fund ON loans (loan_fund_id, status);

-- Append-only: one row per change of a loan's status, never updated or deleted.
CREATE TABLE loan_history (
    id TEXT PRIMARY KEY NOT NULL,
    loan_id TEXT NOT NULL REFERENCES loans (id) ON DELETE CASCADE,
    action TEXT NOT NULL,
    from_status TEXT NOT NULL,
    to_status TEXT NOT NULL,
    -- NULL for the system (closing a repaid loan).
    actor_id TEXT REFERENCES users (id),
    actor_role TEXT NOT NULL,
    reason TEXT NOT NULL DEFAULT '',
    at BIGINT NOT NULL
);

CREATE INDEX loan_history_loan ON loan_history (loan_id, at);

CREATE TABLE loan_installments (
    loan_id TEXT NOT NULL REFERENCES loans (id) ON DELETE CASCADE,
    number BIGINT NOT NULL,
    due_on TEXT NOT NULL,
    amount_minor BIGINT NOT NULL,
    principal_minor BIGINT NOT NULL,
    interest_minor BIGINT NOT NULL,
    penalty_minor BIGINT NOT NULL DEFAULT 0,
    paid_minor BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (loan_id, number)
);

CREATE INDEX loan_installments_due ON loan_installments (due_on);

-- Money received for a loan, each receipt once (an STK payment also confirmed by C2B counts once).
CREATE TABLE loan_repayments (
    id TEXT PRIMARY KEY NOT NULL,
    loan_id TEXT NOT NULL REFERENCES loans (id) ON DELETE CASCADE,
    amount_minor BIGINT NOT NULL CHECK (amount_minor > 0),
    -- The M-Pesa receipt number, or the reference of a payment recorded by staff.
    receipt TEXT NOT NULL UNIQUE,
    -- stk, c2b or manual.
    channel TEXT NOT NULL,
    msisdn TEXT,
    -- Of this amount, what went beyond the balance and was kept as credit.
    credit_minor BIGINT NOT NULL DEFAULT 0,
    recorded_by TEXT REFERENCES users (id),
    paid_at BIGINT NOT NULL,
    created_at BIGINT NOT NULL
);

CREATE INDEX loan_repayments_loan ON loan_repayments (loan_id, paid_at);
CREATE INDEX loan_repayments_paid ON loan_repayments (paid_at);

-- STK push requests sent to M-Pesa, followed until a callback or a status query settles them.
CREATE TABLE mpesa_requests (
    id TEXT PRIMARY KEY NOT NULL,
    loan_id TEXT NOT NULL REFERENCES loans (id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    checkout_request_id TEXT NOT NULL UNIQUE,
    merchant_request_id TEXT NOT NULL,
    msisdn TEXT NOT NULL,
    amount_minor BIGINT NOT NULL CHECK (amount_minor > 0),
    -- pending, paid, failed, cancelled, timeout.
    status TEXT NOT NULL,
    result_code BIGINT,
    result_desc TEXT,
    receipt TEXT,
    -- When the status query fallback should next ask, while pending.
    next_query_at BIGINT NOT NULL,
    query_attempts BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE INDEX mpesa_requests_pending ON mpesa_requests (status, next_query_at);
