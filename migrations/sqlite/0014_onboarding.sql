-- Acceleration onboarding (spec 001 sections 2.1, 2.2, 3, 4.1, 4.2): cohorts run by the acceleration
-- team, the entrepreneurs enrolled in them, what each submitted for each step or question, and the
-- team's decisions. The rules (order, progress, deadline, checks) are core's (core::onboarding).

CREATE TABLE cohorts (
    id TEXT PRIMARY KEY NOT NULL,
    name TEXT NOT NULL,
    year BIGINT NOT NULL,
    -- yyyy-mm-dd, the day the cohort starts.
    intake_date TEXT NOT NULL,
    -- Epoch seconds; NULL: each enrolment's own deadline (enrolment + 90 days).
    deadline_at BIGINT,
    -- JSON list of the hubs it serves (Nairobi, Kisumu, Mombasa, Tanzania, Nakuru).
    hubs TEXT NOT NULL DEFAULT '[]',
    created_by TEXT REFERENCES users (id),
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    UNIQUE (name, year)
);

CREATE INDEX cohorts_year ON cohorts (year, name);

-- One per user on the new onboarding (users.use_new_onboarding).
CREATE TABLE onboarding_enrolments (
    user_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    cohort_id TEXT NOT NULL REFERENCES cohorts (id),
    -- client (the 15 steps) or applicant (the cohort's questions).
    track TEXT NOT NULL CHECK (track IN ('client', 'applicant')),
    -- NULL until the user chose it on a first attempt.
    hub TEXT,
    -- When the user's set-up ran (folders, DigiKua business, place in the cohort): step 1 done.
    set_up_at BIGINT,
    -- The folders the user's files are filed under.
    info_folder TEXT NOT NULL,
    invest_folder TEXT NOT NULL,
    enrolled_at BIGINT NOT NULL,
    deadline_at BIGINT NOT NULL,
    completed_at BIGINT,
    enrolled_by TEXT REFERENCES users (id)
);

CREATE INDEX onboarding_enrolments_cohort ON onboarding_enrolments (cohort_id, hub);

-- A cohort's questions for its applicants.
CREATE TABLE applicant_questions (
    id TEXT PRIMARY KEY NOT NULL,
    cohort_id TEXT NOT NULL REFERENCES cohorts (id) ON DELETE CASCADE,
    question TEXT NOT NULL,
    position BIGINT NOT NULL,
    -- file, number, textarea, text, checkbox, select.
    kind TEXT NOT NULL,
    -- JSON list of the options (select, checkbox).
    options TEXT NOT NULL DEFAULT '[]',
    -- An accept pattern for a file question ('image/*', '.pdf'…); NULL: images.
    file_type TEXT,
    required BIGINT NOT NULL DEFAULT 1 CHECK (required IN (0, 1)),
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    UNIQUE (cohort_id, position)
);

-- What a user submitted for a step (client: the step's wire name) or a question (applicant: its id),
-- the latest submission only; the history is in audit_events.
CREATE TABLE onboarding_submissions (
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    step TEXT NOT NULL,
    -- A media file id, the overview's text, or an answer.
    value TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
    -- Why the team rejected it.
    reason TEXT,
    submitted_at BIGINT NOT NULL,
    decided_by TEXT REFERENCES users (id),
    decided_at BIGINT,
    PRIMARY KEY (user_id, step)
);

CREATE INDEX onboarding_submissions_state ON onboarding_submissions (state, submitted_at);
