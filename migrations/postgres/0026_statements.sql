-- Financial validation (issue 17; docs/validation.md): the statements a business sent, the
-- transactions read from an M-Pesa statement, a coach's monthly totals of a statement read by eye,
-- and each quarter's result (recomputed on every read of the report; the scorecards read it).
-- Money in cents, times in epoch seconds, days as yyyy-mm-dd, months as yyyy-mm.
CREATE TABLE validation_statements (
    id TEXT PRIMARY KEY NOT NULL,
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- upload (a file sent) or linkedAccount (the linked account's transactions, no file).
    source TEXT NOT NULL,
    -- The institution chosen for an upload; null for a linked account, named in institution_label.
    institution_id BIGINT REFERENCES financial_institutions (id),
    institution_label TEXT,
    -- The resumable upload it was taken from (the same upload sent again finds it); null for a form.
    upload_id TEXT UNIQUE,
    -- The file (null for a linked account) and its kind: pdf, csv, image or none.
    file_id TEXT,
    file_kind TEXT NOT NULL,
    -- The phone the statement is of (blank for a linked account).
    phone TEXT NOT NULL,
    -- reconciled, awaitingReview or reviewed.
    status TEXT NOT NULL,
    period_from TEXT,
    period_to TEXT,
    transaction_count BIGINT NOT NULL,
    uploaded_at BIGINT NOT NULL,
    reviewed_by TEXT REFERENCES users (id),
    reviewed_at BIGINT
);

CREATE INDEX validation_statements_business ON validation_statements (business_id, uploaded_at);
CREATE INDEX validation_statements_status ON validation_statements (status, uploaded_at);

CREATE TABLE validation_transactions (
    statement_id TEXT NOT NULL REFERENCES validation_statements (id) ON DELETE CASCADE,
    position BIGINT NOT NULL,
    receipt TEXT NOT NULL,
    completed_at BIGINT NOT NULL,
    details TEXT NOT NULL,
    status TEXT NOT NULL,
    paid_in BIGINT NOT NULL,
    withdrawn BIGINT NOT NULL,
    balance BIGINT NOT NULL,
    PRIMARY KEY (statement_id, position)
);

CREATE TABLE validation_months (
    statement_id TEXT NOT NULL REFERENCES validation_statements (id) ON DELETE CASCADE,
    month TEXT NOT NULL,
    money_in BIGINT NOT NULL,
    money_out BIGINT NOT NULL,
    PRIMARY KEY (statement_id, month)
);

CREATE TABLE validation_quarters (
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    year BIGINT NOT NULL,
    quarter BIGINT NOT NULL,
    statement_in BIGINT NOT NULL,
    books_in BIGINT NOT NULL,
    statement_out BIGINT NOT NULL,
    books_out BIGINT NOT NULL,
    discrepancy BIGINT NOT NULL,
    -- Two decimals as text; null when the statement side is 0 and the books are not.
    percent TEXT,
    -- core's Tier wire name: none, under2, twoToFive, over5, over9.
    tier TEXT NOT NULL,
    months_covered BIGINT NOT NULL,
    validated BIGINT NOT NULL,
    computed_at BIGINT NOT NULL,
    PRIMARY KEY (business_id, year, quarter)
);
