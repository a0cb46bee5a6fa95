-- Bookkeeping (DigiKua): each entrepreneur's business, the records it keeps, the lookup lists and the
-- sync protocol's state (DESIGN.md, "Sync protocol").

-- One business per entrepreneur (client, applicant or digiprime), made the first time it is needed.
-- change_seq is the last change number handed out for its records: pulls page through it.
CREATE TABLE businesses (
    id TEXT PRIMARY KEY,
    owner_user_id TEXT NOT NULL UNIQUE REFERENCES users(id),
    name TEXT NOT NULL,
    display_name TEXT NOT NULL,
    change_seq BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL
);

-- Every bookkeeping record as core's JSON (`data`, the spec's field names), with the columns the
-- server queries: the cashflow (cash_kind, record_date, amount_minor, core's CashKind codes) and what
-- the record points at (ref_id: a variant's main product, a sale's or stocking's variant). Records
-- are written whole by sync or the data gateway, never deleted; change_seq is the business's change
-- number of the record's last write.
CREATE TABLE bk_records (
    id TEXT PRIMARY KEY,
    business_id TEXT NOT NULL REFERENCES businesses(id),
    entity TEXT NOT NULL,
    data TEXT NOT NULL,
    cash_kind BIGINT,
    record_date BIGINT,
    amount_minor BIGINT,
    ref_id TEXT,
    change_seq BIGINT NOT NULL,
    created_by TEXT NOT NULL REFERENCES users(id),
    updated_by TEXT NOT NULL REFERENCES users(id),
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE UNIQUE INDEX bk_records_changes ON bk_records (business_id, change_seq);
CREATE INDEX bk_records_entity ON bk_records (business_id, entity);
CREATE INDEX bk_records_cash ON bk_records (business_id, record_date) WHERE cash_kind IS NOT NULL;
CREATE INDEX bk_records_ref ON bk_records (ref_id);

-- The lookup lists of the forms, seeded from core at start-up (core's bookkeeping::lookups).
CREATE TABLE bk_lookups (
    list TEXT NOT NULL,
    id TEXT NOT NULL,
    name_en TEXT NOT NULL,
    name_sw TEXT NOT NULL,
    position BIGINT NOT NULL,
    PRIMARY KEY (list, id)
);

-- One row per install of the app per user (the phone makes its client_id): the last mutation
-- sequence number applied from it.
CREATE TABLE sync_clients (
    client_id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users(id),
    business_id TEXT NOT NULL REFERENCES businesses(id),
    last_seq BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    last_push_at BIGINT
);

-- Mutations core refused for good (the phone shows them to the person to fix; nothing is dropped).
CREATE TABLE sync_rejections (
    client_id TEXT NOT NULL REFERENCES sync_clients(client_id),
    seq BIGINT NOT NULL,
    entity TEXT NOT NULL,
    record_id TEXT NOT NULL,
    record TEXT NOT NULL,
    message TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (client_id, seq)
);
