-- Scorecards (docs/scorecards.md): each business's computed scorecard per quarter, the coach's
-- scoring sheet per business and quarter, the thresholds table's versions, and the quarters the
-- closing job has taken. The rules are core's (core::scorecard); a card is core's language-neutral
-- JSON, rendered in the reader's language when read.

-- The scorecards' reading of DigiKua (server/src/scorecard/figures/books.rs): a batch of businesses'
-- cashflow records of twelve months, summed by month and kind, read from the index alone.
CREATE INDEX bk_records_scorecard ON bk_records (business_id, record_date, cash_kind, amount_minor, created_at)
    WHERE cash_kind IS NOT NULL;

-- One per business and quarter; a recompute replaces it. average_hundredths is the average score
-- times 100 (6125 = 61.25), NULL when no group has a score; band NULL likewise. rank_group is core's
-- id (1-6, 7-12, 13-24, 25+) of the business's age in months when computed. computed_by is NULL for
-- the quarter-close job.
CREATE TABLE scorecards (
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    year BIGINT NOT NULL,
    quarter BIGINT NOT NULL CHECK (quarter BETWEEN 1 AND 4),
    card TEXT NOT NULL,
    average_hundredths BIGINT,
    band TEXT,
    rank_group TEXT NOT NULL,
    months BIGINT NOT NULL,
    computed_at BIGINT NOT NULL,
    computed_by TEXT REFERENCES users (id),
    PRIMARY KEY (business_id, year, quarter)
);

CREATE INDEX scorecards_quarter_group ON scorecards (year, quarter, rank_group);

-- What the portal cannot know, entered by a coach (or the super admin) per business and quarter:
-- core's ScoringSheet as JSON.
CREATE TABLE scorecard_sheets (
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    year BIGINT NOT NULL,
    quarter BIGINT NOT NULL CHECK (quarter BETWEEN 1 AND 4),
    sheet TEXT NOT NULL,
    updated_by TEXT NOT NULL REFERENCES users (id),
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (business_id, year, quarter)
);

-- Every version of the thresholds table the super admin saved (core's Thresholds as JSON); the
-- current one is the highest version, none means core's defaults. A version is never changed.
CREATE TABLE scorecard_thresholds (
    version BIGINT PRIMARY KEY NOT NULL,
    body TEXT NOT NULL,
    saved_by TEXT NOT NULL REFERENCES users (id),
    saved_at BIGINT NOT NULL
);

-- A closed quarter the job took: the unique key makes one server win; finished_at is set once
-- every business has its card, so a pass cut off half-way is taken up again.
CREATE TABLE scorecard_quarters_closed (
    year BIGINT NOT NULL,
    quarter BIGINT NOT NULL CHECK (quarter BETWEEN 1 AND 4),
    closed_at BIGINT NOT NULL,
    finished_at BIGINT,
    PRIMARY KEY (year, quarter)
);
