/**
 * What every feature WASM package of the core shares: loading it once (a failed load may be tried
 * again), loading it from bytes in tests, and reading core's `FieldErrors` into plain form messages.
 */
import { message, type Message } from './core';

type Init = (options: { module_or_path: string }) => Promise<unknown>;
type InitSync = (options: { module: BufferSource }) => unknown;

/** `load()` starts the package once and resolves when it can be used; `loadSync` is for node tests. */
export function packageLoader(init: Init, initSync: InitSync, url: string) {
  let loading: Promise<void> | null = null;
  return {
    load(): Promise<void> {
      loading ??= init({ module_or_path: url }).then(
        () => undefined,
        (error: unknown) => {
          loading = null; // allow a retry
          throw error;
        },
      );
      return loading;
    },
    loadSync(bytes: BufferSource): void {
      initSync({ module: bytes });
      loading = Promise.resolve();
    },
  };
}

/** Core's per-field messages, as each package's `FieldErrors` hands them out. */
interface WasmFieldErrors {
  readonly fields: string[];
  get(field: string): string | undefined;
  readonly first: string | undefined;
  readonly isEmpty: boolean;
  readonly summary: string | undefined;
  free(): void;
}

/** The messages of a whole form, by the payload's field names (read from core's FieldErrors). */
export interface FormErrors<F extends string> {
  /** The message of each field that has one. */
  fields: Readonly<Partial<Record<F, string>>>;
  /** The first message in the order of the form, or null. */
  first: Message;
  isEmpty: boolean;
  /** A warning for the whole form while any field is wrong (the invitation's 'Fix all errors…'). */
  summary: Message;
}

export function readFieldErrors<F extends string>(result: WasmFieldErrors): FormErrors<F> {
  try {
    const fields: Partial<Record<F, string>> = {};
    for (const field of Array.from(result.fields)) {
      const text = result.get(field);
      if (text) fields[field as F] = text;
    }
    return { fields, first: message(result.first), isEmpty: result.isEmpty, summary: message(result.summary) };
  } finally {
    result.free();
  }
}
