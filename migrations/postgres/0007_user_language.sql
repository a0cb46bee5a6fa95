-- The language a person reads the portal's messages in (en, sw): set when they switch language in
-- the app; until then Swahili for Tanzanian accounts, English otherwise.
ALTER TABLE users ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
UPDATE users SET language = 'sw' WHERE country = 'TZ';
