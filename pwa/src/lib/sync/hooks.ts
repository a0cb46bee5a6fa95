/** React hooks over the phone's records and the sync status. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { onRecordsChanged, requireConnection } from './connection';
import { startSync } from './engine';
import { recordsOf } from './local';
import { getSyncStatus, subscribeSyncStatus } from './status';
import type { StoredRecord, SyncStatus } from './types';

interface RecordsState<T> {
  records: StoredRecord<T>[] | null;
  error: string | null;
}

/** The records of `entity`, re-read after every change; null while loading. */
export function useRecords<T>(entity: string): RecordsState<T> {
  const [state, setState] = useState<RecordsState<T>>({ records: null, error: null });

  useEffect(() => {
    let live = true;
    let reading = false;
    let dirty = false;
    setState({ records: null, error: null });
    startSync();
    // Changes in a burst (a pulled page after another) cost one read plus one more at most.
    const read = async () => {
      if (reading) {
        dirty = true;
        return;
      }
      reading = true;
      try {
        do {
          dirty = false;
          const records = await recordsOf<T>(await requireConnection().db(), entity);
          if (live) setState({ records, error: null });
        } while (dirty && live);
      } catch (error) {
        if (live) setState((was) => ({ records: was.records, error: error instanceof Error ? error.message : String(error) }));
      } finally {
        reading = false;
      }
    };
    void read();
    const off = onRecordsChanged(() => void read());
    return () => {
      live = false;
      off();
    };
  }, [entity]);

  return state;
}

/** Pending and rejected counts, last sync time, whether a sync runs, online, the last failure. */
export function useSyncStatus(): SyncStatus {
  useEffect(() => startSync(), []);
  return useSyncExternalStore(subscribeSyncStatus, getSyncStatus, getSyncStatus);
}
