/**
 * Sends that wait (spec 002 section 4.2; issue 16: "Send waits for a connection and says so"): a
 * quotation, invoice or receipt the person chose to send while offline, or before it reached the
 * server, is kept on the phone (per user, with the other kept reads, `lib/lastKnown`) and sent by the
 * documents' pages as soon as the phone is online and the record has synced. A send the server
 * refuses is dropped with its message said; one that fails on the way stays for the next try.
 */
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { keepKnown, readKnown } from '../../lib/lastKnown';
import { getRecord, subscribeRecords } from '../../lib/sync';
import { useOnline } from '../../lib/useOnline';
import { sendDocument, sendReceipt } from './data';
import type { Kind } from './model';

export interface WaitingSend {
  /** The document's id, or the payment's for a receipt. */
  id: string;
  kind: Kind | 'receipt';
  /** The document (a receipt's invoice). */
  documentId: string;
  /** The signed-in person's phone, as the spec's calls send it. */
  phone: string;
  /** When it was asked (ms). */
  at: number;
}

export const WAITING_KEY = 'documents-waiting-sends';
/** Said on `window` whenever the waiting sends change, so every view of them reads again. */
const CHANGED = 'documents-sends-changed';
const said = (): void => void window.dispatchEvent(new Event(CHANGED));

export async function waitingSends(userId: string): Promise<WaitingSend[]> {
  return (await readKnown<WaitingSend[]>(userId, WAITING_KEY))?.value ?? [];
}

/** Keeps `send` to go when it can (once: asking again for the same record changes nothing). */
export async function waitToSend(userId: string, send: WaitingSend): Promise<void> {
  const all = await waitingSends(userId);
  if (all.some((s) => s.id === send.id)) return;
  await keepKnown(userId, WAITING_KEY, [...all, send]);
  said();
}

async function forget(userId: string, id: string): Promise<void> {
  await keepKnown(userId, WAITING_KEY, (await waitingSends(userId)).filter((s) => s.id !== id));
  said();
}

/** The ids (documents, payments) whose send waits, read again whenever that changes. */
export function useWaitingIds(userId: string | null): string[] {
  const [ids, setIds] = useState<string[]>([]);
  useEffect(() => {
    if (!userId) return;
    const read = () => void waitingSends(userId).then((all) => setIds(all.map((s) => s.id)));
    read();
    window.addEventListener(CHANGED, read);
    return () => window.removeEventListener(CHANGED, read);
  }, [userId]);
  return ids;
}

export interface SendOutcome {
  send: WaitingSend;
  /** The server's message: the success, or the refusal that dropped it. */
  message: string;
  ok: boolean;
}

/** Sends every waiting send whose record has synced; what became of each one tried. */
export async function sendWaiting(userId: string): Promise<SendOutcome[]> {
  const outcomes: SendOutcome[] = [];
  for (const send of await waitingSends(userId)) {
    const record = await getRecord(send.id);
    if (record?.state === 'rejected' || !record) {
      // The record never reached the server (refused there, or gone from the phone): nothing to send.
      await forget(userId, send.id);
      continue;
    }
    if (record.state !== 'synced') continue;
    try {
      const message =
        send.kind === 'receipt' ? await sendReceipt(send.phone, send.documentId, send.id) : await sendDocument(send.kind, send.phone, send.documentId);
      await forget(userId, send.id);
      outcomes.push({ send, message, ok: true });
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        await forget(userId, send.id);
        outcomes.push({ send, message: error.message, ok: false });
      }
      // Otherwise (no network, a server error) it stays for the next try.
    }
  }
  return outcomes;
}

/** Sends what waits whenever the phone is online: now, when it comes back, and after each sync. */
export function useWaitingSends(userId: string | null, said: (outcome: SendOutcome) => void): void {
  const online = useOnline();
  const running = useRef(false);
  const saidRef = useRef(said);
  useEffect(() => {
    saidRef.current = said;
  });
  useEffect(() => {
    if (!userId || !online) return;
    const run = () => {
      if (running.current) return;
      running.current = true;
      void sendWaiting(userId)
        .then((outcomes) => outcomes.forEach((o) => saidRef.current(o)))
        .finally(() => {
          running.current = false;
        });
    };
    run();
    return subscribeRecords(run);
  }, [userId, online]);
}
