-- Who registered an entrepreneur's account: the staff member or sales agent who created it, or who
-- invited them. A sales agent sees the clients they registered (see server/src/staff/visibility.rs).
ALTER TABLE users ADD COLUMN registered_by TEXT REFERENCES users (id);

-- Accounts made before: by the sign-up call (its audit event names the new account first) or by
-- accepting an invitation.
UPDATE users SET registered_by = (
    SELECT a.user_id FROM audit_events a
    WHERE a.kind = 'account_created' AND SUBSTR(a.detail, 1, 24) = users.id
    ORDER BY a.created_at LIMIT 1
) WHERE registered_by IS NULL;
UPDATE users SET registered_by = (
    SELECT i.invited_by FROM invitations i WHERE i.accepted_user_id = users.id
    ORDER BY i.created_at LIMIT 1
) WHERE registered_by IS NULL;

CREATE INDEX users_registered_by ON users (registered_by, created_at);
