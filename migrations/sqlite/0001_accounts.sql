-- Accounts, sessions and the audit trail. Flags are BIGINT 0/1 (not BOOLEAN) because sqlx's Any
-- driver cannot read SQLite BOOLEAN columns; times are epoch seconds.

CREATE TABLE users (
    id TEXT PRIMARY KEY NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT NOT NULL UNIQUE,
    phone_number TEXT UNIQUE,
    role TEXT NOT NULL CHECK (role IN ('client', 'applicant', 'digiprime', 'admin', 'sales', 'processor', 'authorizer', 'super')),
    password_hash TEXT NOT NULL,
    profile_photo TEXT,
    use_new_onboarding BIGINT NOT NULL DEFAULT 1 CHECK (use_new_onboarding IN (0, 1)),
    onboarding_complete BIGINT NOT NULL DEFAULT 0 CHECK (onboarding_complete IN (0, 1)),
    mpesa_phone TEXT,
    active BIGINT NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
    verified BIGINT NOT NULL DEFAULT 0 CHECK (verified IN (0, 1)),
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE INDEX users_role_created ON users (role, created_at);

CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    revoked_at BIGINT
);

CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE audit_events (
    id TEXT PRIMARY KEY NOT NULL,
    user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
    kind TEXT NOT NULL,
    detail TEXT NOT NULL DEFAULT '',
    ip TEXT,
    created_at BIGINT NOT NULL
);

CREATE INDEX audit_events_user ON audit_events (user_id, created_at);
