/**
 * Receipts (spec 002 sections 2.2, 4.2): the invoices with Add Payment & Share (naming the invoice),
 * client name, email, phone and date created; Add Payment opens the payment's modal.
 */
import { useState } from 'react';
import { formatDate } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { useDocuments } from './data';
import { Frame } from './Frame';
import { documentsOf, showPhone } from './model';
import { PaymentModal } from './PaymentModal';
import { numberOf } from './ViewModal';

export function ReceiptsPage() {
  const { t, msg } = useI18n();
  const { documents, payments, error } = useDocuments();
  const [paying, setPaying] = useState<string | null>(null);
  const rows = documents ? documentsOf(documents, 'invoice') : null;
  const invoice = documents?.find((d) => d.id === paying) ?? null;
  const title = t('documents.list.receipts');
  return (
    <Frame title={title}>
      <h2>{title}</h2>
      {error ? (
        <p className="doc-refused" role="alert">
          {t('documents.error', { message: msg(error) })}
        </p>
      ) : rows === null ? (
        <p className="muted">{t('documents.form.loading')}</p>
      ) : (
        <table className="doc-table">
          <thead>
            <tr>
              <th scope="col">{t('documents.col.addPayment')}</th>
              <th scope="col">{t('documents.col.clientName')}</th>
              <th scope="col">{t('documents.col.clientEmail')}</th>
              <th scope="col">{t('documents.col.clientPhone')}</th>
              <th scope="col">{t('documents.col.dateCreated')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={5} className="doc-empty">
                  {t('documents.empty')}
                </td>
              </tr>
            ) : (
              rows.map((doc) => (
                <tr key={doc.id} className={doc.state === 'synced' ? undefined : `doc-row--${doc.state}`}>
                  <td data-label={t('documents.col.addPayment')}>
                    <button type="button" className="button button--small" disabled={doc.state === 'rejected'} onClick={() => setPaying(doc.id)}>
                      {numberOf(doc.record)}
                    </button>
                  </td>
                  <td data-label={t('documents.col.clientName')}>{doc.record.clientName}</td>
                  <td data-label={t('documents.col.clientEmail')}>{doc.record.clientEmail}</td>
                  <td data-label={t('documents.col.clientPhone')}>{showPhone(doc.record.clientPhone)}</td>
                  <td data-label={t('documents.col.dateCreated')}>{formatDate(doc.record.createdAt)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      )}
      {invoice && payments ? <PaymentModal invoice={invoice} payments={payments} onClose={() => setPaying(null)} /> : null}
    </Frame>
  );
}
