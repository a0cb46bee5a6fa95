/**
 * The browser benchmark page: the real sync library (pwa/src/lib/sync) and sign-in, driven by
 * pwa/bench/sync.mjs through `window.syncBench`, and the real file queue (./uploads.ts, driven by
 * pwa/bench/uploads.mjs). Built only by scripts/bench-browser and scripts/bench-uploads, never shipped.
 */
import { loadCore } from '../../src/lib/core';
import { loadBookkeepingCore } from '../../src/lib/core-bookkeeping';
import { signIn } from '../../src/lib/auth';
import { getSession } from '../../src/lib/session';
import '../../src/lib/bookkeepingEntities';
import { getSyncStatus, listRecords, newRecordId, saveRecord } from '../../src/lib/sync';
import { requestSync } from '../../src/lib/sync/engine';
import type { SyncStatus } from '../../src/lib/sync/types';
import './uploads';

interface SyncBench {
  signIn(email: string, password: string): Promise<string>;
  /** Saves `count` sales one after another; the time of each save (ms). */
  saveSales(count: number, variantId: string, day: number): Promise<number[]>;
  /** Runs a sync to the end; its time (ms) and the status after it. */
  syncNow(): Promise<{ ms: number; status: SyncStatus }>;
  count(entity: string): Promise<number>;
}

declare global {
  interface Window {
    syncBench: SyncBench;
  }
}

window.syncBench = {
  async signIn(email, password) {
    await signIn(email, password);
    return getSession()?.user.businessId ?? '';
  },
  async saveSales(count, variantId, day) {
    const businessId = getSession()?.user.businessId ?? '';
    const times: number[] = [];
    for (let n = 0; n < count; n++) {
      const id = newRecordId();
      const record = {
        id,
        businessId,
        nature: 'Product',
        variantId,
        quantity: 1,
        revenue: 150 + n,
        dateSold: day,
        typeOfSale: 'cash',
        clientPhone: '0712345678',
        dateAdded: Math.floor(Date.now() / 1000),
        lastEdited: Math.floor(Date.now() / 1000),
      };
      const start = performance.now();
      await saveRecord('sale', record, day);
      times.push(performance.now() - start);
    }
    return times;
  },
  async syncNow() {
    const start = performance.now();
    await requestSync();
    return { ms: performance.now() - start, status: getSyncStatus() };
  },
  async count(entity) {
    return (await listRecords(entity)).length;
  },
};

// The bookkeeping core as a client's area loads it on start, so saving works offline (no service worker here).
void Promise.all([loadCore(), loadBookkeepingCore()]).then(() => {
  document.getElementById('state')!.textContent = 'ready';
});
