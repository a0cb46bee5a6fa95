-- The offline engine for every feature (docs/sync.md): installs of users without a business, the
-- change counters of scopes other than a business, the records of entities that need no table of
-- their own, and resumable uploads (docs/files.md).

-- An install of someone who keeps no books syncs only their own scope: business_id becomes optional.
ALTER TABLE sync_clients ALTER COLUMN business_id DROP NOT NULL;

-- The last change number handed out in a scope other than a business (a business's is
-- businesses.change_seq): pulls page through it, pushes lock the row while they number changes.
CREATE TABLE sync_scopes (
    scope TEXT NOT NULL,
    scope_id TEXT NOT NULL,
    change_seq BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (scope, scope_id)
);

-- Records of the entities kept in the engine's own store, as the feature's core JSON: a user's notes,
-- survey answers, messages… `change_seq` is the scope's change number of the record's last write.
CREATE TABLE sync_records (
    id TEXT PRIMARY KEY,
    scope TEXT NOT NULL,
    scope_id TEXT NOT NULL,
    entity TEXT NOT NULL,
    data TEXT NOT NULL,
    change_seq BIGINT NOT NULL,
    created_by TEXT NOT NULL REFERENCES users(id),
    updated_by TEXT NOT NULL REFERENCES users(id),
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE UNIQUE INDEX sync_records_changes ON sync_records (scope, scope_id, change_seq);

-- A file on its way up in chunks, under the id the phone made. open: chunks arriving (`received`
-- bytes so far); finished: checked by content and stored under `storage_key`, waiting for the feature
-- that asked for it to take it (the row then goes); refused: the content check's `message`.
-- Rows past `expires_at` are removed with their chunks and stored bytes.
CREATE TABLE uploads (
    id TEXT PRIMARY KEY,
    owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    size_bytes BIGINT NOT NULL,
    received BIGINT NOT NULL DEFAULT 0,
    state TEXT NOT NULL,
    message TEXT,
    storage_key TEXT,
    content_type TEXT,
    -- What was stored once checked (a picture is stored as a fresh copy, of its own size).
    stored_bytes BIGINT,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);

CREATE INDEX uploads_owner ON uploads (owner_id, state);
CREATE INDEX uploads_expiry ON uploads (expires_at);

-- The chunks of open uploads, in the database so that any server process can take the next one.
CREATE TABLE upload_chunks (
    upload_id TEXT NOT NULL REFERENCES uploads(id) ON DELETE CASCADE,
    start_at BIGINT NOT NULL,
    bytes BYTEA NOT NULL,
    PRIMARY KEY (upload_id, start_at)
);
