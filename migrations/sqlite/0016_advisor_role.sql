-- The advisor (`advisor`), paired with entrepreneurs by a coach for the advisory playbook, joins the
-- roles an account or an invitation may have. The CHECK is widened in the schema itself, as
-- 0013_coach_role explains (every stored row already satisfies the wider check).

PRAGMA writable_schema = ON;

UPDATE sqlite_master
SET sql = replace(sql, '''coach'', ''super'')', '''coach'', ''advisor'', ''super'')')
WHERE type = 'table' AND name IN ('users', 'invitations');

PRAGMA writable_schema = RESET;

CREATE TABLE advisor_role_schema_version (id BIGINT);
DROP TABLE advisor_role_schema_version;
