/**
 * The statement's transactions no DigiKua record matches (same Nairobi day, exact amount), each added
 * to DigiKua in one tap: money in as a sale of the business's first item, money out as an operating
 * expense, filled as core suggests (the report's `suggested`, in DigiKua's wire form). The record goes through the offline
 * engine; once the server has it, the report is read again and the discrepancy falls.
 */
import { useState } from 'react';
import { formatKsh } from '../../lib/core-bookkeeping';
import '../../lib/bookkeepingEntities';
import { useI18n } from '../../lib/i18n';
import { getRecord, listRecords, newRecordId, requestSync, saveRecord, subscribeRecords } from '../../lib/sync';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/useSession';
import type { Unmatched, ValidationReport } from './api';

/** Resolves when the record is on the server (or refused), or after `ms`. */
function settled(id: string, ms = 30_000): Promise<void> {
  return new Promise((resolve) => {
    let off = () => {};
    const timer = setTimeout(() => done(), ms);
    function done() {
      clearTimeout(timer);
      off();
      resolve();
    }
    const check = () =>
      void getRecord(id).then((stored) => {
        if (stored && stored.state !== 'pending') done();
      });
    off = subscribeRecords(check);
    check();
  });
}

/** The business's first product variant, else its first service variant, for a sale. */
async function firstVariant(): Promise<{ id: string; nature: 'Product' | 'Service' } | null> {
  const products = await listRecords<{ removed?: boolean }>('productVariant');
  if (products[0]) return { id: products[0].id, nature: 'Product' };
  const services = await listRecords<{ removed?: boolean }>('serviceVariant');
  return services[0] ? { id: services[0].id, nature: 'Service' } : null;
}

export function UnmatchedList({ report, onAdded }: { report: ValidationReport; onAdded: () => void }) {
  const { t, msg } = useI18n();
  const businessId = useSession()?.user.businessId ?? '';
  const [busy, setBusy] = useState<string | null>(null);
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());

  async function add(u: Unmatched) {
    const key = `${u.statementId}:${u.receipt}`;
    setBusy(key);
    try {
      const nowS = Math.floor(Date.now() / 1000);
      const id = newRecordId();
      const { suggested } = u;
      if (!suggested) return;
      let record: Record<string, unknown> = { ...suggested.record, id, businessId, dateAdded: nowS, lastEdited: nowS };
      if (suggested.entity === 'sale') {
        const variant = await firstVariant();
        if (!variant) {
          toast.error(t('validation.unmatched.needItem'));
          return;
        }
        record = { ...record, nature: variant.nature, variantId: variant.id };
      }
      await saveRecord(suggested.entity, { ...record, id }, u.completedAt);
      setAdded((was) => new Set(was).add(key));
      requestSync();
      toast.success(t(u.side === 'in' ? 'validation.unmatched.addedSale' : 'validation.unmatched.addedExpense'));
      await settled(id);
      onAdded();
    } catch (error) {
      // Core's refusal of the record says what is wrong; anything else is the spec's retry text.
      toast.error(error instanceof Error && error.message ? msg(error.message) : t('validation.error.retry'));
    } finally {
      setBusy(null);
    }
  }

  if (report.unmatched.length === 0) return <p className="validation__all-matched">{t('validation.unmatched.none')}</p>;
  return (
    <section className="validation__unmatched" aria-labelledby="validation-unmatched">
      <h2 id="validation-unmatched">{t('validation.unmatched.title', { count: report.unmatched.length })}</h2>
      <p className="muted">{t('validation.unmatched.lead')}</p>
      <ul>
        {report.unmatched.map((u) => {
          const key = `${u.statementId}:${u.receipt}`;
          const done = added.has(key);
          return (
            <li key={key} className="validation__transaction">
              <div>
                <strong>{(u.side === 'in' ? '+' : '−') + formatKsh(u.amount)}</strong>
                <span className="muted">
                  {new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Africa/Nairobi' }).format(u.completedAt * 1000)} · {u.receipt}
                </span>
                <span className="validation__details">{u.details}</span>
              </div>
              <button type="button" className="button button--small" disabled={done || busy !== null || !u.suggested} onClick={() => void add(u)}>
                {done ? t('validation.unmatched.added') : t(u.side === 'in' ? 'validation.unmatched.addSale' : 'validation.unmatched.addExpense')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
