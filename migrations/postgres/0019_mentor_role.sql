-- The learning mentor (`mentor`), who follows the trainees of the cohorts they mentor, joins the
-- roles an account or an invitation may have.

ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check
    CHECK (role IN ('client', 'applicant', 'digiprime', 'admin', 'sales', 'processor', 'authorizer', 'coach', 'advisor', 'mentor', 'super'));

ALTER TABLE invitations DROP CONSTRAINT invitations_role_check;
ALTER TABLE invitations ADD CONSTRAINT invitations_role_check
    CHECK (role IN ('client', 'applicant', 'digiprime', 'admin', 'sales', 'processor', 'authorizer', 'coach', 'advisor', 'mentor', 'super'));
