/**
 * Saving a form (spec 002 section 4.1): core's checks first (the first message is the toast, the
 * modal stays open), then the record and its outbox entry on this phone (lib/sync), then a success
 * toast and the matching table. Works offline: nothing here needs the network.
 */
import { useState } from 'react';
import { toast } from '../../lib/toast';
import type { Entity } from '../../lib/core-bookkeeping';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { newRecordId, saveRecord, type StoredRecord } from '../../lib/sync';
import { useSession } from '../../lib/useSession';
import '../../lib/bookkeepingEntities';
import { prepareRecord, type Form } from './forms';

/** One toast for the DigiKua screens: a new message replaces the previous one. */
export const TOAST_ID = 'digikua';

export type Exists = (entity: Entity, id: string) => boolean;

/** `exists` over the records a form can pick from. */
export function existsIn(lists: Partial<Record<Entity, ReadonlyArray<StoredRecord<unknown>> | null>>): Exists {
  const ids = new Map<Entity, Set<string>>();
  for (const [entity, list] of Object.entries(lists) as Array<[Entity, ReadonlyArray<StoredRecord<unknown>> | null]>) {
    ids.set(entity, new Set((list ?? []).map((r) => r.id)));
  }
  return (entity, id) => ids.get(entity)?.has(id) ?? false;
}

export function useSave(entity: Entity, saved: StoredRecord<unknown> | null, exists: Exists, onSaved: (record: Record<string, unknown>) => void) {
  const { t, msg } = useI18n();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  // The last refusal, also shown in the modal: a modal covers the toasts on a phone.
  const [message, setMessage] = useState<string | null>(null);
  // A new record's id is made once, when its form opens.
  const [id] = useState(() => saved?.id ?? newRecordId());

  async function save(form: Form): Promise<void> {
    setBusy(true);
    setMessage(null);
    const prepared = prepareRecord(
      entity,
      form,
      { id, businessId: session?.user.businessId ?? null, saved: (saved?.record as object | undefined) ?? null, nowMs: Date.now() },
      exists,
    );
    if (prepared.error !== null) {
      toast.error(msg(prepared.error), { id: TOAST_ID });
      setMessage(msg(prepared.error));
      setBusy(false);
      return;
    }
    try {
      await saveRecord(entity, prepared.record, prepared.date);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const text = t('digikua.saveFailed', { message: msg(message) });
      toast.error(text, { id: TOAST_ID });
      setMessage(text);
      setBusy(false);
      return;
    }
    toast.success(t(`digikua.${saved ? 'updated' : 'saved'}.${entity}` as MessageKey), { id: TOAST_ID });
    setBusy(false);
    onSaved(prepared.record);
  }

  return {
    editing: saved !== null,
    busy,
    message,
    /** The server's message when it refused the saved record. */
    refused: saved?.state === 'rejected' ? saved.message : null,
    save: (form: Form) => void save(form),
  };
}

/** What the modal shows of a save and how it starts one. */
export type Saving = ReturnType<typeof useSave>;
