-- Account flows: outgoing messages, one-time codes, invitations and rate-limit counters.
-- Flags stay BIGINT 0/1 and times epoch seconds, as in 0001.

ALTER TABLE users ADD COLUMN gender TEXT;
-- ISO code (KE, TZ) of the country the phone number was given for.
ALTER TABLE users ADD COLUMN country TEXT;
-- How an entrepreneur heard of the lender (the sign-up form's referral choice).
ALTER TABLE users ADD COLUMN referral TEXT;

CREATE TABLE outbox_messages (
    -- Insertion order, so "newest first" holds within one second too.
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    -- One message per causing event (for example `otp:<code id>`), so a retried change sends once.
    dedupe_key TEXT NOT NULL UNIQUE,
    channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL DEFAULT '',
    body TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
    attempts BIGINT NOT NULL DEFAULT 0,
    next_attempt_at BIGINT NOT NULL,
    locked_until BIGINT,
    last_error TEXT,
    created_at BIGINT NOT NULL,
    sent_at BIGINT
);

CREATE INDEX outbox_messages_due ON outbox_messages (status, next_attempt_at);
CREATE INDEX outbox_messages_recipient ON outbox_messages (recipient, seq);

-- One live code per user and purpose: a new code replaces the row.
CREATE TABLE otp_codes (
    id TEXT PRIMARY KEY NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'reset')),
    code_hash TEXT NOT NULL,
    salt TEXT NOT NULL,
    expires_at BIGINT NOT NULL,
    tries BIGINT NOT NULL DEFAULT 0,
    used_at BIGINT,
    created_at BIGINT NOT NULL,
    UNIQUE (user_id, purpose)
);

CREATE TABLE invitations (
    id TEXT PRIMARY KEY NOT NULL,
    email TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('client', 'applicant', 'digiprime', 'admin', 'sales', 'processor', 'authorizer', 'super')),
    first_name TEXT,
    invited_by TEXT REFERENCES users (id) ON DELETE SET NULL,
    status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'revoked')),
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    accepted_at BIGINT,
    accepted_user_id TEXT REFERENCES users (id) ON DELETE SET NULL
);

CREATE INDEX invitations_email ON invitations (email, status);
CREATE INDEX invitations_invited_by ON invitations (invited_by, created_at);

-- Fixed-window counters shared by every server process: one row per key, reset when its window passes.
CREATE TABLE rate_limits (
    key TEXT PRIMARY KEY NOT NULL,
    window_start BIGINT NOT NULL,
    count BIGINT NOT NULL
);
