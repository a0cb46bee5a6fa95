-- The playbook's replies and feedback sent by the phone's file queue (offline), and the channel
-- each person chose for their playbook alerts.

-- A reply or feedback sent by the phone names itself with an id it made (core's 24-character id):
-- stored once however often it arrives (NULL for those sent by the form without one).
ALTER TABLE playbook_replies ADD COLUMN submission_id TEXT;
CREATE UNIQUE INDEX playbook_replies_by_submission ON playbook_replies (submission_id);
ALTER TABLE playbook_feedback ADD COLUMN submission_id TEXT;
CREATE UNIQUE INDEX playbook_feedback_by_submission ON playbook_feedback (submission_id);
-- A task the advisor sets names itself too, so a send whose answer was lost sets it once.
ALTER TABLE playbook_tasks ADD COLUMN submission_id TEXT;
CREATE UNIQUE INDEX playbook_tasks_by_submission ON playbook_tasks (submission_id);

-- How a person is told of their alerts besides the portal (core's AlertChannel): 'app' (the portal
-- only), 'sms' or 'email'. No row: 'app'.
CREATE TABLE playbook_alert_settings (
    user_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    channel TEXT NOT NULL CHECK (channel IN ('app', 'sms', 'email')),
    updated_at BIGINT NOT NULL
);
