-- The advisory playbook (spec 001 sections 2.3, 3, 4.3, 7.2): its content (playbooks, chapters,
-- sessions with their tools), the pairs a coach makes of an entrepreneur and an advisor, the
-- playbooks assigned to a pair, what each pair did (tools ticked, tasks and replies, feedback) and
-- the alerts sent about it. The rules (ids, pairs, checks, progress, alerts) are core's
-- (core::playbook). The seeded content is stored at every start by core's stable seed ids when
-- absent (server/src/playbook/seed.rs). Every text a person reads is JSON `{en, sw}`.

CREATE TABLE playbooks (
    id TEXT PRIMARY KEY NOT NULL,
    -- JSON {en, sw}.
    name TEXT NOT NULL,
    summary TEXT NOT NULL,
    -- The order of section 3's list.
    position BIGINT NOT NULL,
    created_at BIGINT NOT NULL
);

CREATE TABLE playbook_chapters (
    id TEXT PRIMARY KEY NOT NULL,
    playbook_id TEXT NOT NULL REFERENCES playbooks (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    position BIGINT NOT NULL
);
CREATE INDEX playbook_chapters_by_playbook ON playbook_chapters (playbook_id, position);

CREATE TABLE playbook_sessions (
    id TEXT PRIMARY KEY NOT NULL,
    chapter_id TEXT NOT NULL REFERENCES playbook_chapters (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    position BIGINT NOT NULL,
    -- JSON {en, sw}, Markdown of core's subset.
    info TEXT NOT NULL,
    -- The tools checklist as JSON, in core's shape ([{name, info, icon, value}]).
    tools TEXT NOT NULL
);
CREATE INDEX playbook_sessions_by_chapter ON playbook_sessions (chapter_id, position);

-- An entrepreneur paired with an advisor by a coach (or the super admin); one pair per two people.
CREATE TABLE playbook_pairs (
    id TEXT PRIMARY KEY NOT NULL,
    entrepreneur_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    advisor_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_by TEXT NOT NULL REFERENCES users (id),
    created_at BIGINT NOT NULL,
    UNIQUE (entrepreneur_id, advisor_id)
);
CREATE INDEX playbook_pairs_by_entrepreneur ON playbook_pairs (entrepreneur_id);
CREATE INDEX playbook_pairs_by_advisor ON playbook_pairs (advisor_id);

-- The playbooks assigned to a pair: the spec's assignedPlaybooks.
CREATE TABLE playbook_assignments (
    id TEXT PRIMARY KEY NOT NULL,
    pair_id TEXT NOT NULL REFERENCES playbook_pairs (id) ON DELETE CASCADE,
    playbook_id TEXT NOT NULL REFERENCES playbooks (id) ON DELETE CASCADE,
    assigned_by TEXT NOT NULL REFERENCES users (id),
    assigned_at BIGINT NOT NULL,
    UNIQUE (pair_id, playbook_id)
);

-- A session's tool ticked done for a pair, by its English name (tools have no id of their own).
CREATE TABLE playbook_tool_ticks (
    pair_id TEXT NOT NULL REFERENCES playbook_pairs (id) ON DELETE CASCADE,
    session_id TEXT NOT NULL REFERENCES playbook_sessions (id) ON DELETE CASCADE,
    tool TEXT NOT NULL,
    ticked_by TEXT NOT NULL REFERENCES users (id),
    ticked_at BIGINT NOT NULL,
    PRIMARY KEY (pair_id, session_id, tool)
);

-- A task an advisor set a pair in a session.
CREATE TABLE playbook_tasks (
    id TEXT PRIMARY KEY NOT NULL,
    pair_id TEXT NOT NULL REFERENCES playbook_pairs (id) ON DELETE CASCADE,
    session_id TEXT NOT NULL REFERENCES playbook_sessions (id) ON DELETE CASCADE,
    topic TEXT NOT NULL,
    task TEXT NOT NULL,
    -- Epoch seconds (the due day's 00:00 in Nairobi); NULL when none was set.
    due_date BIGINT,
    created_by TEXT NOT NULL REFERENCES users (id),
    created_at BIGINT NOT NULL
);
CREATE INDEX playbook_tasks_by_pair_session ON playbook_tasks (pair_id, session_id, created_at);
CREATE INDEX playbook_tasks_by_due ON playbook_tasks (due_date);

-- The entrepreneur's reply to a task: at most one (the primary key).
CREATE TABLE playbook_replies (
    task_id TEXT PRIMARY KEY NOT NULL REFERENCES playbook_tasks (id) ON DELETE CASCADE,
    response TEXT NOT NULL,
    -- JSON list of stored file ids.
    files TEXT NOT NULL,
    added_by TEXT NOT NULL REFERENCES users (id),
    created_at BIGINT NOT NULL
);

-- Feedback on a session, from either side of the pair.
CREATE TABLE playbook_feedback (
    id TEXT PRIMARY KEY NOT NULL,
    pair_id TEXT NOT NULL REFERENCES playbook_pairs (id) ON DELETE CASCADE,
    session_id TEXT NOT NULL REFERENCES playbook_sessions (id) ON DELETE CASCADE,
    side TEXT NOT NULL CHECK (side IN ('Entrepreneur', 'Advisor')),
    rated BIGINT NOT NULL CHECK (rated BETWEEN 1 AND 5),
    feedback TEXT NOT NULL,
    files TEXT NOT NULL,
    added_by TEXT NOT NULL REFERENCES users (id),
    created_at BIGINT NOT NULL
);
CREATE INDEX playbook_feedback_by_pair_session ON playbook_feedback (pair_id, session_id, created_at);
CREATE INDEX playbook_feedback_by_time ON playbook_feedback (created_at);

-- A person's alerts (new task, task due soon, new feedback, new reply). The key (core's
-- `AlertKind::key`) is unique, so an alert is made once however often the job runs.
CREATE TABLE playbook_alerts (
    id TEXT PRIMARY KEY NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    alert_key TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    -- The record the alert is about: a task or a feedback, with its pair and session.
    pair_id TEXT,
    session_id TEXT,
    is_read BIGINT NOT NULL DEFAULT 0 CHECK (is_read IN (0, 1)),
    created_at BIGINT NOT NULL,
    -- 1, 2, 3… per person: the order they were made in (several may share a second).
    seq BIGINT NOT NULL
);
CREATE INDEX playbook_alerts_by_user ON playbook_alerts (user_id, seq);
