-- Course media the learning team hosts (docs/lms.md, "Course media"): a finished `lmsMedia`
-- upload taken whole, its bytes under the storage key the upload stored them at, served publicly
-- at /api/lms/media/{id}/{token} (the token 128 random bits, so the address cannot be guessed).
CREATE TABLE lms_media (
    id TEXT PRIMARY KEY NOT NULL,
    token TEXT NOT NULL,
    storage_key TEXT NOT NULL,
    name TEXT NOT NULL,
    content_type TEXT NOT NULL,
    size_bytes BIGINT NOT NULL,
    created_by TEXT NOT NULL REFERENCES users (id),
    created_at BIGINT NOT NULL
);

-- When a trainee was last told of a mentor's message in a chat (at most once an hour while
-- unread; core's `lms::alerts::message_alert_due`).
CREATE TABLE lms_message_alerts (
    trainee_id TEXT NOT NULL REFERENCES lms_trainees (id) ON DELETE CASCADE,
    mentor_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    alerted_at BIGINT NOT NULL,
    PRIMARY KEY (trainee_id, mentor_id)
);
