import { useSyncExternalStore } from 'react';
import { currentToasts, subscribeToasts, toast } from '../lib/toast';

const MARKS = { success: '✓', error: '!', plain: null } as const;

/** The messages of `lib/toast`, at the top of the screen; a tap takes one away. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  return (
    <div className="toaster">
      {toasts.map(({ id, kind, text }) => (
        <div key={id} className={`toast toast--${kind}`} onClick={() => toast.dismiss(id)}>
          {MARKS[kind] && (
            <span className="toast__mark" aria-hidden="true">
              {MARKS[kind]}
            </span>
          )}
          <div role="status" aria-live="polite">
            {text}
          </div>
        </div>
      ))}
    </div>
  );
}
