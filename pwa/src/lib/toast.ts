/**
 * Short messages shown over the page for a few seconds ("Account created", "Invalid email or
 * password"), drawn by `components/Toaster`. A message with the `id` of one on screen replaces it,
 * so a form that is sent again shows one answer, not a pile.
 */
export type ToastKind = 'success' | 'error' | 'plain';

export interface Toast {
  id: string;
  kind: ToastKind;
  text: string;
}

interface Options {
  id?: string;
}

/** How long a message stays, in milliseconds. */
export const TOAST_DURATION = 5000;

let toasts: readonly Toast[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function show(kind: ToastKind, text: string, options: Options = {}): string {
  counter += 1;
  const id = options.id ?? `toast-${counter}`;
  clearTimeout(timers.get(id));
  timers.set(id, setTimeout(() => dismiss(id), TOAST_DURATION));
  const toast: Toast = { id, kind, text };
  const at = toasts.findIndex((shown) => shown.id === id);
  publish(at < 0 ? [...toasts, toast] : toasts.map((shown, index) => (index === at ? toast : shown)));
  return id;
}

/** Takes away the message `id`, or every message. */
function dismiss(id?: string): void {
  for (const [key, timer] of timers) {
    if (id === undefined || key === id) {
      clearTimeout(timer);
      timers.delete(key);
    }
  }
  publish(id === undefined ? [] : toasts.filter((shown) => shown.id !== id));
}

/** Shows `text`; `toast.success` and `toast.error` show it with their mark. Returns its id. */
export const toast = Object.assign((text: string, options?: Options) => show('plain', text, options), {
  success: (text: string, options?: Options) => show('success', text, options),
  error: (text: string, options?: Options) => show('error', text, options),
  dismiss,
});

/** The messages on screen, oldest first, and how to hear of a change (for useSyncExternalStore). */
export const currentToasts = (): readonly Toast[] => toasts;
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
