/**
 * The kinds of records features keep offline (see docs/sync.md). A feature registers each kind once,
 * from a file of its own, before its screens save one: its name on the wire, its scope, its conflict
 * rule and core's check. The server registers the same kinds with the same rules.
 */

/** Whose records they are: the signed-in user's business's, or the user's own. */
export type Scope = 'business' | 'user';

/** serverOrder: a save replaces the record, the last one the server takes wins. appendOnly: saved once, never changed. */
export type ConflictRule = 'serverOrder' | 'appendOnly';

export interface EntityKind {
  /** The `entity` of its mutations and pulled changes. */
  name: string;
  scope: Scope;
  conflict: ConflictRule;
  /**
   * Core's check of a record about to be saved (through the feature's WASM package): the message that
   * refuses it, or null. `nowMs` is the time of the save.
   */
  validate: (record: Readonly<Record<string, unknown>>, nowMs: number) => string | null | Promise<string | null>;
}

const kinds = new Map<string, EntityKind>();
const listeners = new Set<() => void>();

/** Registers a kind; registering the same name again replaces it (a module loaded again). */
export function registerEntity(kind: EntityKind): void {
  const known = kinds.get(kind.name);
  kinds.set(kind.name, kind);
  if (known?.scope !== kind.scope) listeners.forEach((listener) => listener());
}

export function entityKind(name: string): EntityKind | undefined {
  return kinds.get(name);
}

/** Whether any kind of `scope` is registered. */
export function hasScope(scope: Scope): boolean {
  for (const kind of kinds.values()) if (kind.scope === scope) return true;
  return false;
}

/** Called when a kind of a new scope is registered. */
export function onEntitiesChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
