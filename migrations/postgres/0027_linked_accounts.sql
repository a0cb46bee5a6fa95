-- The linked financial account (docs/linked-accounts.md): one per client, replaced when they link
-- again. account_id is the provider's (simulator or mono); code_hash the SHA-256 of the connection
-- code that made the link (the code itself is never kept), so the same code sent again is applied
-- once. The account number is kept masked only.

CREATE TABLE linked_accounts (
    user_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id),
    provider TEXT NOT NULL,
    account_id TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    institution TEXT NOT NULL,
    account_name TEXT NOT NULL,
    account_number TEXT NOT NULL,
    account_type TEXT NOT NULL,
    currency TEXT NOT NULL,
    linked_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

-- A statement written for a client (CSV in the M-Pesa full-statement layout, in the file storage
-- under storage_key). content_hash is the SHA-256 of the CSV: asking again for the same statement
-- gives the same file.
CREATE TABLE linked_account_statements (
    id TEXT PRIMARY KEY NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id),
    account_id TEXT NOT NULL,
    from_day TEXT NOT NULL,
    to_day TEXT NOT NULL,
    months BIGINT NOT NULL,
    transactions BIGINT NOT NULL,
    content_hash TEXT NOT NULL,
    storage_key TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    UNIQUE (user_id, content_hash)
);
