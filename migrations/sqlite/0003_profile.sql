-- Client profile setup: banks to choose from, the details a client saves, uploaded files and payments.
-- Flags stay BIGINT 0/1, money integer minor units and times epoch seconds, as in 0001.

-- The banks a client can pick (one list for every provider name the PWA asks with). Codes are SWIFT
-- BICs (8 characters), unique across both countries.
CREATE TABLE banks (
    code TEXT PRIMARY KEY NOT NULL,
    name TEXT NOT NULL,
    -- ISO code of the bank's country (KE, TZ).
    country TEXT NOT NULL CHECK (country IN ('KE', 'TZ'))
);

CREATE INDEX banks_country_name ON banks (country, name);

INSERT INTO banks (code, name, country) VALUES
    ('KCBLKENX', 'KCB Bank Kenya', 'KE'),
    ('EQBLKENA', 'Equity Bank Kenya', 'KE'),
    ('KCOOKENA', 'Co-operative Bank of Kenya', 'KE'),
    ('CBAFKENX', 'NCBA Bank Kenya', 'KE'),
    ('BARCKENX', 'Absa Bank Kenya', 'KE'),
    ('SBICKENX', 'Stanbic Bank Kenya', 'KE'),
    ('SCBLKENX', 'Standard Chartered Bank Kenya', 'KE'),
    ('IMBLKENA', 'I&M Bank Kenya', 'KE'),
    ('DTKEKENA', 'Diamond Trust Bank Kenya', 'KE'),
    ('FABLKENA', 'Family Bank', 'KE'),
    ('KRENKENX', 'Sidian Bank', 'KE'),
    ('CIFIKENA', 'Kingdom Bank', 'KE'),
    ('NBKEKENX', 'National Bank of Kenya', 'KE'),
    ('PRIEKENX', 'Prime Bank', 'KE'),
    ('HFCOKENA', 'HFC Bank', 'KE'),
    ('GAFLKENA', 'Gulf African Bank', 'KE'),
    ('AFRIKENX', 'Bank of Africa Kenya', 'KE'),
    ('CORUTZTZ', 'CRDB Bank', 'TZ'),
    ('NMIBTZTZ', 'NMB Bank', 'TZ'),
    ('NLCBTZTX', 'NBC Bank', 'TZ'),
    ('SBICTZTX', 'Stanbic Bank Tanzania', 'TZ'),
    ('EXTNTZTZ', 'Exim Bank Tanzania', 'TZ'),
    ('AZANTZTZ', 'Azania Bank', 'TZ'),
    ('DTKETZTZ', 'Diamond Trust Bank Tanzania', 'TZ'),
    ('EQBLTZTZ', 'Equity Bank Tanzania', 'TZ'),
    ('KCBLTZTZ', 'KCB Bank Tanzania', 'TZ'),
    ('BARBTZTZ', 'Absa Bank Tanzania', 'TZ'),
    ('SCBLTZTX', 'Standard Chartered Bank Tanzania', 'TZ'),
    ('EUAFTZTZ', 'Bank of Africa Tanzania', 'TZ'),
    ('AKCOTZTZ', 'Akiba Commercial Bank', 'TZ'),
    ('TAPBTZTZ', 'TCB Bank', 'TZ');

-- Uploaded files; the bytes live in the configured storage under `storage_key`, never under a name the
-- client chose.
CREATE TABLE files (
    id TEXT PRIMARY KEY NOT NULL,
    owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- identification, passport (later features add their own).
    purpose TEXT NOT NULL,
    content_type TEXT NOT NULL,
    size_bytes BIGINT NOT NULL,
    storage_key TEXT NOT NULL UNIQUE,
    created_at BIGINT NOT NULL
);

CREATE INDEX files_owner ON files (owner_id, created_at);

-- What the personal-info and identity steps save, one row per client. The M-Pesa phone, country,
-- gender and profile photo stay on users, where sign-in and the current-user call read them.
CREATE TABLE client_details (
    user_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- The national ID number (the spec's BVN / idno).
    national_id TEXT NOT NULL UNIQUE,
    alternative_phone TEXT,
    residence_street TEXT NOT NULL,
    residence_city TEXT NOT NULL,
    residence_state TEXT NOT NULL,
    next_of_kin_full_name TEXT NOT NULL,
    next_of_kin_relationship TEXT NOT NULL,
    next_of_kin_email TEXT NOT NULL,
    next_of_kin_phone TEXT NOT NULL,
    next_of_kin_address TEXT NOT NULL,
    bank_name TEXT NOT NULL,
    bank_code TEXT REFERENCES banks (code),
    bank_account_type TEXT NOT NULL,
    bank_account_number TEXT NOT NULL,
    bank_account_name TEXT NOT NULL,
    bank_verified BIGINT NOT NULL DEFAULT 0 CHECK (bank_verified IN (0, 1)),
    identity_type TEXT,
    identity_file_id TEXT REFERENCES files (id),
    photo_file_id TEXT REFERENCES files (id),
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

-- Money taken from or sent to a client through the payments provider.
CREATE TABLE payments (
    id TEXT PRIMARY KEY NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- mpesa_verification (loan repayments and disbursements come later).
    purpose TEXT NOT NULL,
    amount_minor BIGINT NOT NULL CHECK (amount_minor > 0),
    -- ISO 4217 (KES, TZS).
    currency TEXT NOT NULL,
    msisdn TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'completed', 'failed', 'cancelled')),
    -- The provider's receipt (an M-Pesa receipt number): a callback seen twice records once.
    provider_reference TEXT NOT NULL UNIQUE,
    created_at BIGINT NOT NULL
);

CREATE INDEX payments_user ON payments (user_id, created_at);
