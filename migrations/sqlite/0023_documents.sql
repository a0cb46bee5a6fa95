-- Business documents (docs/documents.md): quotations and invoices of a business, payments against
-- its invoices, the public links a document is sent with, and e-mail attachments in the outbox.

-- A quotation or invoice. The client and items as checked by core (items as JSON: variantId, name,
-- nature, quantity, unitPrice, totalAmount); total_minor their total in cents. sent_at is when it was
-- last sent (null: Not Sent). linked_id: an invoice's quotation, or a quotation's invoice. change_seq
-- is the business's change number of its last write (the sync engine's business scope).
CREATE TABLE documents (
    id TEXT PRIMARY KEY NOT NULL,
    business_id TEXT NOT NULL REFERENCES businesses (id),
    kind TEXT NOT NULL CHECK (kind IN ('quotation', 'invoice')),
    created_at BIGINT NOT NULL,
    client_name TEXT NOT NULL,
    client_phone TEXT NOT NULL,
    client_email TEXT NOT NULL,
    items TEXT NOT NULL,
    total_minor BIGINT NOT NULL,
    sent_at BIGINT,
    linked_id TEXT,
    created_by TEXT NOT NULL REFERENCES users (id),
    change_seq BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE INDEX documents_list ON documents (business_id, kind, created_at);
CREATE INDEX documents_changes ON documents (business_id, change_seq);
-- A quotation becomes one invoice: two invoices can never name the same quotation.
CREATE UNIQUE INDEX documents_one_invoice_per_quotation ON documents (linked_id) WHERE kind = 'invoice';

-- A payment against an invoice, recorded once (its id is the phone's). method is how it was paid
-- (DigiKua's sale types); sale_ids the DigiKua sales it recorded (JSON list; empty when the person
-- chose not to). receipt_sent_at: when its receipt was last sent.
CREATE TABLE document_payments (
    id TEXT PRIMARY KEY NOT NULL,
    business_id TEXT NOT NULL REFERENCES businesses (id),
    invoice_id TEXT NOT NULL REFERENCES documents (id),
    amount_minor BIGINT NOT NULL,
    date_paid TEXT NOT NULL,
    paid_at BIGINT NOT NULL,
    method TEXT NOT NULL,
    sale_ids TEXT NOT NULL,
    receipt_sent_at BIGINT,
    created_by TEXT NOT NULL REFERENCES users (id),
    created_at BIGINT NOT NULL,
    change_seq BIGINT NOT NULL
);

CREATE INDEX document_payments_invoice ON document_payments (invoice_id, created_at);
CREATE INDEX document_payments_changes ON document_payments (business_id, change_seq);

-- A link that opens one document (or one payment's receipt) without signing in. Only the token's
-- SHA-256 is kept; it stops working at expires_at or once revoked.
CREATE TABLE document_links (
    id TEXT PRIMARY KEY NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    business_id TEXT NOT NULL REFERENCES businesses (id),
    document_id TEXT NOT NULL REFERENCES documents (id),
    payment_id TEXT REFERENCES document_payments (id),
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    revoked_at BIGINT
);

CREATE INDEX document_links_document ON document_links (document_id);

-- An e-mail's attachment: the file's storage key, its name and type (null: none).
ALTER TABLE outbox_messages ADD COLUMN attachment_key TEXT;
ALTER TABLE outbox_messages ADD COLUMN attachment_name TEXT;
ALTER TABLE outbox_messages ADD COLUMN attachment_type TEXT;
