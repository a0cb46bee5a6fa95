-- Loans (server side): the order of a loan's history within one second. Each change numbers its
-- row one past the loan's last, inside the transaction that changes the loan (whose conditional
-- status update keeps two changes of one loan apart). Rows written without it keep 0 and sort by time.
ALTER TABLE loan_history ADD COLUMN seq BIGINT NOT NULL DEFAULT 0;

CREATE INDEX loan_history_seq ON loan_history (loan_id, seq);
