-- The advisor (`advisor`), paired with entrepreneurs by a coach for the advisory playbook, joins the
-- roles an account or an invitation may have.

ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check
    CHECK (role IN ('client', 'applicant', 'digiprime', 'admin', 'sales', 'processor', 'authorizer', 'coach', 'advisor', 'super'));

ALTER TABLE invitations DROP CONSTRAINT invitations_role_check;
ALTER TABLE invitations ADD CONSTRAINT invitations_role_check
    CHECK (role IN ('client', 'applicant', 'digiprime', 'admin', 'sales', 'processor', 'authorizer', 'coach', 'advisor', 'super'));
