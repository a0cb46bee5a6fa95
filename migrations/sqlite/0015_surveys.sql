-- The quarterly survey (spec 001 sections 2.4, 3, 4.4, 7.3): surveys as data, the quarters each is
-- open for, and the answers people sent. The rules (skip logic, checks, the quarter, once a quarter)
-- are core's (core::survey).

-- Every version of every survey; the current one is the highest version of its code. A version is
-- never changed: an upload adds the next one, and each response names the version it answered.
CREATE TABLE surveys (
    -- The survey's code: 2*14*1, 2*14*2 or 2*13.
    code TEXT NOT NULL,
    version BIGINT NOT NULL,
    -- quarterly_survey, post_quarterly_survey, quarterly_survey_unified.
    name TEXT NOT NULL,
    title_en TEXT NOT NULL,
    title_sw TEXT NOT NULL,
    -- The survey as JSON, in core's shape (code, title, questions).
    body TEXT NOT NULL,
    -- NULL for the seeded first version.
    created_by TEXT REFERENCES users (id),
    created_at BIGINT NOT NULL,
    PRIMARY KEY (code, version)
);

-- Which quarter a survey is open for; a coach opens and closes it. No row: closed.
CREATE TABLE survey_windows (
    code TEXT NOT NULL,
    year BIGINT NOT NULL,
    quarter BIGINT NOT NULL CHECK (quarter BETWEEN 1 AND 4),
    is_open BIGINT NOT NULL CHECK (is_open IN (0, 1)),
    changed_by TEXT REFERENCES users (id),
    changed_at BIGINT NOT NULL,
    PRIMARY KEY (code, year, quarter)
);

-- What a person sent: at most one per survey and quarter, and a resend (the same submission id) is
-- applied at most once.
CREATE TABLE survey_responses (
    id TEXT PRIMARY KEY NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- Chosen by the phone when the person pressed Submit, sent again with every retry.
    submission_id TEXT NOT NULL,
    survey_code TEXT NOT NULL,
    survey_version BIGINT NOT NULL,
    -- The quarter it counts for (of counted_at, in Nairobi).
    year BIGINT NOT NULL,
    quarter BIGINT NOT NULL CHECK (quarter BETWEEN 1 AND 4),
    -- The checked answers as JSON, by question name (hidden questions and markers left out).
    answers TEXT NOT NULL,
    -- The phone's submit time (updatedAt) as sent, if any; when it reached the server; the moment it
    -- counts for (core's counted_at).
    submitted_at BIGINT,
    received_at BIGINT NOT NULL,
    counted_at BIGINT NOT NULL,
    -- The phone numbers the form sent (sessionPhoneNumber, phone).
    session_phone TEXT,
    phone TEXT,
    UNIQUE (user_id, submission_id),
    UNIQUE (user_id, survey_code, year, quarter)
);

CREATE INDEX survey_responses_quarter ON survey_responses (survey_code, year, quarter, counted_at);
