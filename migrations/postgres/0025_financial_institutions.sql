-- The financial institutions a statement may come from (issue 17; docs/validation.md): the main banks
-- and mobile money services of Kenya and Tanzania, in the order the Start Validation list shows them.
-- `reader` says what the portal does with a statement: 'mpesa' (M-Pesa Kenya's full statement, read
-- and reconciled by core) or 'review' (a coach enters the monthly totals). A new one is a new migration.
CREATE TABLE financial_institutions (
    id BIGINT PRIMARY KEY NOT NULL,
    name TEXT NOT NULL,
    country TEXT NOT NULL,
    kind TEXT NOT NULL,
    reader TEXT NOT NULL,
    position BIGINT NOT NULL
);

INSERT INTO financial_institutions (id, name, country, kind, reader, position) VALUES
    (1, 'M-Pesa (Safaricom)', 'KE', 'mobileMoney', 'mpesa', 1),
    (2, 'Airtel Money Kenya', 'KE', 'mobileMoney', 'review', 2),
    (3, 'Equity Bank', 'KE', 'bank', 'review', 3),
    (4, 'KCB Bank', 'KE', 'bank', 'review', 4),
    (5, 'Co-operative Bank of Kenya', 'KE', 'bank', 'review', 5),
    (6, 'NCBA Bank', 'KE', 'bank', 'review', 6),
    (7, 'Absa Bank Kenya', 'KE', 'bank', 'review', 7),
    (8, 'Standard Chartered Kenya', 'KE', 'bank', 'review', 8),
    (9, 'Family Bank', 'KE', 'bank', 'review', 9),
    (10, 'Kenya Women Microfinance Bank (KWFT)', 'KE', 'bank', 'review', 10),
    (11, 'Faulu Microfinance Bank', 'KE', 'bank', 'review', 11),
    (12, 'M-Pesa (Vodacom Tanzania)', 'TZ', 'mobileMoney', 'review', 12),
    (13, 'Tigo Pesa (Mixx by Yas)', 'TZ', 'mobileMoney', 'review', 13),
    (14, 'Airtel Money Tanzania', 'TZ', 'mobileMoney', 'review', 14),
    (15, 'HaloPesa', 'TZ', 'mobileMoney', 'review', 15),
    (16, 'CRDB Bank', 'TZ', 'bank', 'review', 16),
    (17, 'NMB Bank', 'TZ', 'bank', 'review', 17),
    (18, 'NBC Bank', 'TZ', 'bank', 'review', 18),
    (19, 'Equity Bank Tanzania', 'TZ', 'bank', 'review', 19),
    (20, 'Other bank or mobile money service', 'KE', 'other', 'review', 20);
