-- The invest profile (spec 002 sections 3.3 and 7.3; docs/invest.md): one public business profile
-- per business, written by its owner (a client) and shown to investors once enabled and ready for
-- growth. Flags are BIGINT 0/1 and times epoch seconds, as in 0001.

-- The business categories a profile picks from (7.3's businessCategory, an integer id), in both
-- languages, in the order the list shows them.
CREATE TABLE business_categories (
    id BIGINT PRIMARY KEY NOT NULL,
    name_en TEXT NOT NULL,
    name_sw TEXT NOT NULL,
    position BIGINT NOT NULL
);

INSERT INTO business_categories (id, name_en, name_sw, position) VALUES
    (1, 'Retail shop', 'Duka la rejareja', 1),
    (2, 'Agriculture and agribusiness', 'Kilimo na biashara ya kilimo', 2),
    (3, 'Food and catering', 'Chakula na upishi', 3),
    (4, 'Tailoring and fashion', 'Ushonaji na mitindo', 4),
    (5, 'Beauty and salon', 'Urembo na saluni', 5),
    (6, 'Transport and boda boda', 'Usafiri na bodaboda', 6),
    (7, 'Construction and hardware', 'Ujenzi na vifaa vya ujenzi', 7),
    (8, 'ICT and phone repair', 'TEHAMA na ukarabati wa simu', 8),
    (9, 'Manufacturing and processing', 'Uzalishaji na usindikaji', 9),
    (10, 'Education and training', 'Elimu na mafunzo', 10),
    (11, 'Health and pharmacy', 'Afya na duka la dawa', 11),
    (12, 'Hospitality and tourism', 'Ukarimu na utalii', 12),
    (13, 'Arts and crafts', 'Sanaa na kazi za mikono', 13),
    (14, 'Services', 'Huduma', 14),
    (15, 'Other', 'Nyingine', 15);

-- A business's profile, keyed by the business. image_file_id and logo_file_id are the `files`
-- records (investImage / investLogo uploads taken by the profile) and image_upload_id /
-- logo_upload_id the uploads they were taken from (a request sent again names them again: the
-- picture is kept); map_link is core's JSON text of lng and lat ('' before a place is chosen),
-- video_id a YouTube id ('' for none).
CREATE TABLE invest_profiles (
    business_id TEXT PRIMARY KEY NOT NULL REFERENCES businesses (id),
    name TEXT NOT NULL,
    display_name TEXT NOT NULL,
    category_id BIGINT NOT NULL REFERENCES business_categories (id),
    phone TEXT NOT NULL,
    overview TEXT NOT NULL,
    company_differentiation TEXT NOT NULL,
    year_plan5 TEXT NOT NULL,
    investor_benefit TEXT NOT NULL,
    current_need TEXT NOT NULL,
    business_address TEXT NOT NULL,
    map_link TEXT NOT NULL,
    video_id TEXT NOT NULL,
    image_file_id TEXT REFERENCES files (id),
    logo_file_id TEXT REFERENCES files (id),
    image_upload_id TEXT,
    logo_upload_id TEXT,
    enabled BIGINT NOT NULL DEFAULT 1,
    ready_for_growth BIGINT NOT NULL DEFAULT 0,
    show_performance BIGINT NOT NULL DEFAULT 0,
    date_added BIGINT NOT NULL,
    last_edited BIGINT NOT NULL,
    created_by TEXT NOT NULL REFERENCES users (id),
    updated_by TEXT NOT NULL REFERENCES users (id)
);

-- The investors' list: enabled and ready profiles, newest first.
CREATE INDEX invest_profiles_public ON invest_profiles (enabled, ready_for_growth, date_added);
-- A public picture's lookup: whose image or logo a file is.
CREATE INDEX invest_profiles_image ON invest_profiles (image_file_id);
CREATE INDEX invest_profiles_logo ON invest_profiles (logo_file_id);
