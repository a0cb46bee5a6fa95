-- The milestone budget (docs/budget.md): a business's periods, its budget lines and each line's
-- amount per period. Written by the offline engine's push (business scope, server order) and never
-- deleted: removed is 1 when a phone took the period or line out. change_seq is the business's
-- change number of the record's last write.

CREATE TABLE budget_periods (
    id TEXT PRIMARY KEY NOT NULL,
    business_id TEXT NOT NULL REFERENCES businesses (id),
    number BIGINT NOT NULL,
    from_day TEXT NOT NULL,
    to_day TEXT NOT NULL,
    removed BIGINT NOT NULL DEFAULT 0,
    change_seq BIGINT NOT NULL,
    created_by TEXT NOT NULL REFERENCES users (id),
    updated_by TEXT NOT NULL REFERENCES users (id),
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE INDEX budget_periods_business ON budget_periods (business_id, number);
CREATE INDEX budget_periods_changes ON budget_periods (business_id, change_seq);

-- nature is Operating or Capital; expense_types the DigiKua expense type ids it covers (JSON list).
CREATE TABLE budget_lines (
    id TEXT PRIMARY KEY NOT NULL,
    business_id TEXT NOT NULL REFERENCES businesses (id),
    name TEXT NOT NULL,
    nature TEXT NOT NULL CHECK (nature IN ('Operating', 'Capital')),
    expense_types TEXT NOT NULL,
    removed BIGINT NOT NULL DEFAULT 0,
    change_seq BIGINT NOT NULL,
    created_by TEXT NOT NULL REFERENCES users (id),
    updated_by TEXT NOT NULL REFERENCES users (id),
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE INDEX budget_lines_business ON budget_lines (business_id, created_at);
CREATE INDEX budget_lines_changes ON budget_lines (business_id, change_seq);

-- A line's amount for one period, in cents; a period without a row is 0.
CREATE TABLE budget_amounts (
    line_id TEXT NOT NULL REFERENCES budget_lines (id),
    period_id TEXT NOT NULL,
    business_id TEXT NOT NULL REFERENCES businesses (id),
    amount_minor BIGINT NOT NULL,
    PRIMARY KEY (line_id, period_id)
);

CREATE INDEX budget_amounts_business ON budget_amounts (business_id);
