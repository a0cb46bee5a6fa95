-- The business coach (`coach`), the acceleration team's role, joins the roles an account or an
-- invitation may have.
--
-- SQLite cannot change a CHECK in place, and the usual rebuild (new table, copy, drop the old) needs
-- foreign keys off, which cannot be done inside the transaction every migration runs in: dropping
-- `users` with them on would delete every session, loan and record that points at a user. So the
-- check's text is widened in the schema itself, the way SQLite's documentation allows for CHECK
-- constraints ("ALTER TABLE", section 7): every stored row already satisfies the wider check. The
-- schema is then reloaded on this connection, and the table made and dropped after it changes the
-- schema's version so that every other connection reloads it too.

PRAGMA writable_schema = ON;

UPDATE sqlite_master
SET sql = replace(sql, '''authorizer'', ''super'')', '''authorizer'', ''coach'', ''super'')')
WHERE type = 'table' AND name IN ('users', 'invitations');

PRAGMA writable_schema = RESET;

CREATE TABLE coach_role_schema_version (id BIGINT);
DROP TABLE coach_role_schema_version;
