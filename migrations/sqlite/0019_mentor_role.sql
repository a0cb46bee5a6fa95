-- The learning mentor (`mentor`), who follows the trainees of the cohorts they mentor, joins the
-- roles an account or an invitation may have. The CHECK is widened in the schema itself, as
-- 0013_coach_role explains (every stored row already satisfies the wider check).

PRAGMA writable_schema = ON;

UPDATE sqlite_master
SET sql = replace(sql, '''advisor'', ''super'')', '''advisor'', ''mentor'', ''super'')')
WHERE type = 'table' AND name IN ('users', 'invitations');

PRAGMA writable_schema = RESET;

CREATE TABLE mentor_role_schema_version (id BIGINT);
DROP TABLE mentor_role_schema_version;
