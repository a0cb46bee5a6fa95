-- Learning (spec 002 sections 2.6, 3.5, 4.5, 5.5, 7.5; docs/lms.md): cohorts with their mentors and
-- trainees, a cohort's classes (the course: meetings, chapters, topics, objectives, resources, FAQs,
-- assignments), and what trainees do (submissions, pitches, messages, notes, reviews, surveys) and
-- the score items a person enters. The rules are core's (core::lms). Ids are core ids (24 hex),
-- times epoch seconds; every text a person reads of the course is JSON `{en, sw}`.

CREATE TABLE lms_cohorts (
    id TEXT PRIMARY KEY NOT NULL,
    name TEXT NOT NULL UNIQUE,
    created_at BIGINT NOT NULL
);

-- The mentors of a cohort (users of role mentor).
CREATE TABLE lms_cohort_mentors (
    cohort_id TEXT NOT NULL REFERENCES lms_cohorts (id) ON DELETE CASCADE,
    mentor_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- The first mentor of a cohort is the trainee's default chat partner.
    position BIGINT NOT NULL,
    PRIMARY KEY (cohort_id, mentor_id)
);
CREATE INDEX lms_cohort_mentors_by_mentor ON lms_cohort_mentors (mentor_id);

-- A client or applicant in a cohort: one cohort each.
CREATE TABLE lms_trainees (
    id TEXT PRIMARY KEY NOT NULL,
    cohort_id TEXT NOT NULL REFERENCES lms_cohorts (id) ON DELETE CASCADE,
    user_id TEXT NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL
);
CREATE INDEX lms_trainees_by_cohort ON lms_trainees (cohort_id);

-- A cohort's course.
CREATE TABLE lms_classes (
    id TEXT PRIMARY KEY NOT NULL,
    cohort_id TEXT NOT NULL REFERENCES lms_cohorts (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX lms_classes_by_cohort ON lms_classes (cohort_id, created_at);

-- A class's schedule.
CREATE TABLE lms_meetings (
    id TEXT PRIMARY KEY NOT NULL,
    class_id TEXT NOT NULL REFERENCES lms_classes (id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    starts_at BIGINT NOT NULL,
    ends_at BIGINT NOT NULL,
    place TEXT NOT NULL
);
CREATE INDEX lms_meetings_by_class ON lms_meetings (class_id, starts_at);

CREATE TABLE lms_chapters (
    id TEXT PRIMARY KEY NOT NULL,
    class_id TEXT NOT NULL REFERENCES lms_classes (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    position BIGINT NOT NULL
);
CREATE INDEX lms_chapters_by_class ON lms_chapters (class_id, position);

CREATE TABLE lms_topics (
    id TEXT PRIMARY KEY NOT NULL,
    chapter_id TEXT NOT NULL REFERENCES lms_chapters (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    -- JSON {en, sw}, the playbook's Markdown subset.
    description TEXT NOT NULL,
    position BIGINT NOT NULL
);
CREATE INDEX lms_topics_by_chapter ON lms_topics (chapter_id, position);

CREATE TABLE lms_objectives (
    id TEXT PRIMARY KEY NOT NULL,
    topic_id TEXT NOT NULL REFERENCES lms_topics (id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    -- JSON {en: [...], sw: [...]}.
    list TEXT NOT NULL,
    position BIGINT NOT NULL
);
CREATE INDEX lms_objectives_by_topic ON lms_objectives (topic_id, position);

CREATE TABLE lms_resources (
    id TEXT PRIMARY KEY NOT NULL,
    topic_id TEXT NOT NULL REFERENCES lms_topics (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    link TEXT NOT NULL,
    position BIGINT NOT NULL,
    -- 2 audio, 3 video id, 4 hosted file.
    resource_type_id BIGINT NOT NULL CHECK (resource_type_id IN (2, 3, 4)),
    size_bytes BIGINT
);
CREATE INDEX lms_resources_by_topic ON lms_resources (topic_id, position);

CREATE TABLE lms_faqs (
    id TEXT PRIMARY KEY NOT NULL,
    class_id TEXT NOT NULL REFERENCES lms_classes (id) ON DELETE CASCADE,
    question TEXT NOT NULL,
    solution TEXT NOT NULL,
    position BIGINT NOT NULL
);
CREATE INDEX lms_faqs_by_class ON lms_faqs (class_id, position);

CREATE TABLE lms_assignments (
    id TEXT PRIMARY KEY NOT NULL,
    chapter_id TEXT NOT NULL REFERENCES lms_chapters (id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    -- JSON {"1": {text {en, sw}, type, options}, ...}.
    tasks TEXT NOT NULL,
    period_in_days BIGINT NOT NULL,
    position BIGINT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX lms_assignments_by_chapter ON lms_assignments (chapter_id, position);

-- A trainee's one attempt at an assignment (the first key), stored once under the phone's
-- submission id (the second); graded once by a mentor (score 0..100).
CREATE TABLE lms_submissions (
    id TEXT PRIMARY KEY NOT NULL,
    assignment_id TEXT NOT NULL REFERENCES lms_assignments (id) ON DELETE CASCADE,
    trainee_id TEXT NOT NULL REFERENCES lms_trainees (id) ON DELETE CASCADE,
    submission_id TEXT NOT NULL,
    -- JSON {"1": answer, ...}; a file answer is the stored file's id.
    answers TEXT NOT NULL,
    -- JSON list of stored file ids.
    files TEXT NOT NULL,
    score BIGINT CHECK (score BETWEEN 0 AND 100),
    comment TEXT,
    graded_by TEXT REFERENCES users (id),
    graded_at BIGINT,
    created_at BIGINT NOT NULL,
    UNIQUE (assignment_id, trainee_id),
    UNIQUE (trainee_id, submission_id)
);
CREATE INDEX lms_submissions_by_trainee ON lms_submissions (trainee_id, created_at);

-- A trainee's pitch deck, 1 or 2; replaced while not graded.
CREATE TABLE lms_pitches (
    id TEXT PRIMARY KEY NOT NULL,
    trainee_id TEXT NOT NULL REFERENCES lms_trainees (id) ON DELETE CASCADE,
    number BIGINT NOT NULL CHECK (number IN (1, 2)),
    file_id TEXT NOT NULL,
    submission_id TEXT NOT NULL,
    score BIGINT CHECK (score BETWEEN 0 AND 100),
    comment TEXT,
    graded_by TEXT REFERENCES users (id),
    graded_at BIGINT,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    UNIQUE (trainee_id, number)
);

-- A message between a trainee and a mentor of their cohort; stored once per sender's submission id.
CREATE TABLE lms_messages (
    id TEXT PRIMARY KEY NOT NULL,
    cohort_id TEXT NOT NULL REFERENCES lms_cohorts (id) ON DELETE CASCADE,
    trainee_id TEXT NOT NULL REFERENCES lms_trainees (id) ON DELETE CASCADE,
    mentor_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- 'trainee' or 'mentor' (the coach and the super admin write on the mentor's side).
    sender TEXT NOT NULL CHECK (sender IN ('trainee', 'mentor')),
    sender_user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    text TEXT NOT NULL,
    -- 'sent', then 'read' once the other side read it.
    status TEXT NOT NULL CHECK (status IN ('sent', 'read')),
    submission_id TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    -- 1, 2, 3…: the order they were stored in (several may share a second).
    seq BIGINT NOT NULL,
    UNIQUE (sender_user_id, submission_id)
);
CREATE INDEX lms_messages_by_chat ON lms_messages (trainee_id, mentor_id, seq);
CREATE INDEX lms_messages_by_mentor ON lms_messages (mentor_id, status);

-- A trainee's notes: also the offline engine's `lms_note` records (user scope, the trainee's user).
CREATE TABLE lms_notes (
    id TEXT PRIMARY KEY NOT NULL,
    trainee_id TEXT NOT NULL REFERENCES lms_trainees (id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    cohort_id TEXT NOT NULL,
    title TEXT NOT NULL,
    -- JSON {"1": "line", ...}.
    notes TEXT NOT NULL,
    -- JSON list.
    type TEXT NOT NULL,
    created_by TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    -- Removed notes are kept, marked, so phones learn of the removal through pull.
    deleted BIGINT NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
    -- The user scope's change number (sync pull).
    change_seq BIGINT NOT NULL
);
CREATE INDEX lms_notes_by_trainee ON lms_notes (trainee_id, created_at);
CREATE INDEX lms_notes_by_change ON lms_notes (user_id, change_seq);

CREATE TABLE lms_reviews (
    id TEXT PRIMARY KEY NOT NULL,
    topic_id TEXT NOT NULL REFERENCES lms_topics (id) ON DELETE CASCADE,
    trainee_id TEXT NOT NULL REFERENCES lms_trainees (id) ON DELETE CASCADE,
    rating BIGINT NOT NULL,
    comment TEXT NOT NULL,
    submission_id TEXT,
    created_at BIGINT NOT NULL,
    UNIQUE (trainee_id, submission_id)
);
CREATE INDEX lms_reviews_by_topic ON lms_reviews (topic_id, trainee_id, created_at);

-- A trainee's answers to a survey, once per slug and round.
CREATE TABLE lms_survey_responses (
    id TEXT PRIMARY KEY NOT NULL,
    trainee_id TEXT NOT NULL REFERENCES lms_trainees (id) ON DELETE CASCADE,
    cohort_id TEXT NOT NULL,
    slug TEXT NOT NULL,
    round BIGINT NOT NULL,
    answers TEXT NOT NULL,
    submission_id TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    UNIQUE (trainee_id, slug, round),
    UNIQUE (trainee_id, submission_id)
);

-- A score item a person enters for a trainee ('trainer', 'mentor'), 0..100.
CREATE TABLE lms_score_entries (
    id TEXT PRIMARY KEY NOT NULL,
    trainee_id TEXT NOT NULL REFERENCES lms_trainees (id) ON DELETE CASCADE,
    item TEXT NOT NULL CHECK (item IN ('trainer', 'mentor')),
    score BIGINT NOT NULL CHECK (score BETWEEN 0 AND 100),
    entered_by TEXT NOT NULL REFERENCES users (id),
    created_at BIGINT NOT NULL,
    UNIQUE (trainee_id, item)
);
