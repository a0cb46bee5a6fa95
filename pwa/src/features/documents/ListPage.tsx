/**
 * Quotations and Invoices (spec 002 sections 2.2, 4.2): Create opens the modal; tabs All, Sent, Not
 * Sent; the columns Send, Client Name, Client Email, Client Phone, Date Created, Status (cards on a
 * phone). A row not yet synced says so; a refused one shows the server's message. Tap a row to open it.
 */
import { useState } from 'react';
import { Tabs } from '../../components/Tabs';
import { formatDate } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { requestSync, type StoredRecord } from '../../lib/sync';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/useOnline';
import { useSession } from '../../lib/useSession';
import { CreateModal, TOAST_ID } from './CreateModal';
import { sendDocument, useDocuments } from './data';
import { useWaitingIds, waitToSend } from './sends';
import { Frame } from './Frame';
import { documentsOf, isSent, showPhone, type DocumentRecord, type Kind, type Tab } from './model';
import { numberOf, ViewModal } from './ViewModal';

export function QuotationsPage() {
  return <ListPage kind="quotation" />;
}

export function InvoicesPage() {
  return <ListPage kind="invoice" />;
}

function ListPage({ kind }: { kind: Kind }) {
  const { t, msg } = useI18n();
  const online = useOnline();
  const session = useSession();
  const { documents, payments, error } = useDocuments();
  const [tab, setTab] = useState<Tab>('all');
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const title = t(kind === 'invoice' ? 'documents.list.invoices' : 'documents.list.quotations');
  const rows = documents ? documentsOf(documents, kind, tab) : null;
  const open = documents?.find((d) => d.id === viewing) ?? null;

  const waiting = useWaitingIds(session?.user.user_id ?? null);

  async function send(doc: StoredRecord<DocumentRecord>) {
    if (!online || doc.state !== 'synced') {
      await waitToSend(session?.user.user_id ?? '', { id: doc.id, kind, documentId: doc.id, phone: session?.user.phoneNumber ?? '', at: Date.now() });
      toast.success(t('documents.send.waiting'), { id: TOAST_ID });
      return;
    }
    setSending(doc.id);
    try {
      toast.success(msg(await sendDocument(kind, session?.user.phoneNumber ?? '', doc.id)), { id: TOAST_ID });
      // The document's Sent status comes with the next pull.
      requestSync();
    } catch (failure) {
      toast.error(msg(failure instanceof Error ? failure.message : String(failure)), { id: TOAST_ID });
    } finally {
      setSending(null);
    }
  }

  const tabs = [
    { key: 'all' as const, label: t('documents.tab.all') },
    { key: 'sent' as const, label: t('documents.tab.sent') },
    { key: 'notSent' as const, label: t('documents.tab.notSent') },
  ];
  return (
    <Frame title={title}>
      <div className="doc-toolbar">
        <h2>{title}</h2>
        <button type="button" className="button" onClick={() => setCreating(true)}>
          {t(kind === 'invoice' ? 'documents.create.invoice' : 'documents.create.quotation')}
        </button>
      </div>
      <Tabs tabs={tabs} current={tab} onChange={setTab} label={t('documents.tabs')} variant="doc">
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
                <th scope="col">{t('documents.col.send')}</th>
                <th scope="col">{t('documents.col.clientName')}</th>
                <th scope="col">{t('documents.col.clientEmail')}</th>
                <th scope="col">{t('documents.col.clientPhone')}</th>
                <th scope="col">{t('documents.col.dateCreated')}</th>
                <th scope="col">{t('documents.col.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={6} className="doc-empty">
                    {t('documents.empty')}
                  </td>
                </tr>
              ) : (
                rows.map((doc) => {
                  const r = doc.record;
                  const queued = waiting.includes(doc.id);
                  return (
                    <tr key={doc.id} className={doc.state === 'synced' ? undefined : `doc-row--${doc.state}`}>
                      <td data-label={t('documents.col.send')}>
                        <button
                          type="button"
                          className="button button--small"
                          disabled={queued || sending === doc.id || doc.state === 'rejected'}
                          title={!online ? msg('Sending needs a connection: it will wait until you are online') : doc.state !== 'synced' ? t('documents.view.sendWaitsSync') : undefined}
                          onClick={() => void send(doc)}
                        >
                          {queued ? t('documents.send.queued') : t('documents.view.send')}
                        </button>
                      </td>
                      <td data-label={t('documents.col.clientName')}>
                        <button type="button" className="link-button doc-open" onClick={() => setViewing(doc.id)}>
                          {r.clientName}
                        </button>
                        <span className="doc-number">{numberOf(r)}</span>
                        {doc.state === 'pending' ? (
                          <span className="badge doc-badge" title={t('documents.sync.pendingTitle')}>
                            {t('documents.sync.pending')}
                          </span>
                        ) : null}
                        {doc.state === 'rejected' ? (
                          <span className="doc-refused">
                            <span className="badge doc-badge doc-badge--rejected">{t('documents.sync.rejected')}</span> {doc.message ? msg(doc.message) : null}
                          </span>
                        ) : null}
                      </td>
                      <td data-label={t('documents.col.clientEmail')}>{r.clientEmail}</td>
                      <td data-label={t('documents.col.clientPhone')}>{showPhone(r.clientPhone)}</td>
                      <td data-label={t('documents.col.dateCreated')}>{formatDate(r.createdAt)}</td>
                      <td data-label={t('documents.col.status')}>{t(isSent(r) ? 'documents.status.sent' : 'documents.status.notSent')}</td>
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        )}
      </Tabs>
      {creating ? <CreateModal kind={kind} onClose={() => setCreating(false)} onSaved={() => setCreating(false)} /> : null}
      {open && documents && payments ? <ViewModal doc={open} documents={documents} payments={payments} onClose={() => setViewing(null)} /> : null}
    </Frame>
  );
}
