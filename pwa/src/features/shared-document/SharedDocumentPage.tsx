/**
 * A sent quotation, invoice or receipt, opened from its link without signing in: what the business
 * sent, in the reader's language (the business's first), with the PDF. A link that expired or was
 * turned off says so, and nothing else.
 */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/core';
import { formatMoney } from '../../lib/core-money';
import { useI18n } from '../../lib/i18n';
import { useTitle } from '../../components/useTitle';
import { fetchShared, pdfAddress, type SharedDocument } from './api';
import './sharedDocument.css';

type State = { kind: 'loading' } | { kind: 'gone' } | { kind: 'failed' } | { kind: 'shown'; document: SharedDocument };

/** `2026-11-23` as `23/11/2026`. */
const day = (text: string): string => {
  const [year, month, date] = text.split('-');
  return year && month && date ? `${date}/${month}/${year}` : text;
};

export function SharedDocumentPage() {
  const { token = '' } = useParams();
  const { t, lang } = useI18n();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    fetchShared(token, controller.signal).then(
      (document) => setState({ kind: 'shown', document }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ kind: error instanceof ApiError && error.status === 404 ? 'gone' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [token, round]);
  const shown = state.kind === 'shown' ? state.document : null;
  useTitle(shown ? t(`sharedDoc.title.${shown.kind}`, { number: shown.number }) : t('sharedDoc.loading'));

  if (state.kind === 'loading') return <p className="shared-doc__note" role="status">{t('sharedDoc.loading')}</p>;
  if (state.kind === 'gone') return <p className="shared-doc__note notice-inline" role="alert">{t('sharedDoc.gone')}</p>;
  if (state.kind === 'failed') {
    return (
      <div className="shared-doc__note" role="alert">
        <p>{t('sharedDoc.failed')}</p>
        <button type="button" className="button button--secondary" onClick={() => setRound((n) => n + 1)}>
          {t('sharedDoc.retry')}
        </button>
      </div>
    );
  }
  const doc = state.document;
  const money = (amount: string): string => formatMoney(amount, doc.currency) ?? amount;
  return (
    <article className="shared-doc card">
      <header className="shared-doc__head">
        <p className="shared-doc__business">{t('sharedDoc.from', { business: doc.businessName })}</p>
        <h1>{t(`sharedDoc.title.${doc.kind}`, { number: doc.number })}</h1>
        <p>{t('sharedDoc.date', { date: formatDate(doc.createdAt) })}</p>
        <p>{t('sharedDoc.for', { client: doc.clientName })}</p>
        {doc.invoiceNumber ? <p>{t('sharedDoc.forInvoice', { number: doc.invoiceNumber })}</p> : null}
      </header>
      {doc.payment ? (
        <p className="shared-doc__paid">{t('sharedDoc.amountPaid', { amount: money(doc.payment.amountPaid), date: day(doc.payment.datePaid) })}</p>
      ) : null}
      {doc.items.length > 0 ? (
        <ul className="shared-doc__items" aria-label={t('sharedDoc.items')}>
          {doc.items.map((item, at) => (
            <li key={at}>
              <span className="shared-doc__item-name">{item.name}</span>
              <span className="shared-doc__item-count">
                {item.unitPrice ? t('sharedDoc.times', { quantity: item.quantity, price: money(item.unitPrice) }) : t('sharedDoc.quantityOf', { quantity: item.quantity })}
              </span>
              <span className="shared-doc__item-amount">{money(item.totalAmount)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="shared-doc__totals">
        <dt>{t('sharedDoc.total')}</dt>
        <dd>{money(doc.total)}</dd>
        {doc.kind !== 'quotation' ? (
          <>
            <dt>{t('sharedDoc.paid')}</dt>
            <dd>{money(doc.paid)}</dd>
            <dt>{t('sharedDoc.due')}</dt>
            <dd>{money(doc.balanceDue)}</dd>
          </>
        ) : null}
      </dl>
      {doc.kind !== 'quotation' && doc.paidState === 'paid' ? <p className="shared-doc__paid">{t('sharedDoc.paidInFull')}</p> : null}
      <p>
        <a className="button" href={pdfAddress(token, lang)} target="_blank" rel="noopener">
          {t('sharedDoc.pdf')}
        </a>
      </p>
      <p className="shared-doc__expires">{t('sharedDoc.expires', { date: formatDate(doc.expiresAt) })}</p>
    </article>
  );
}

