import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { currentToasts, subscribeToasts, toast } from '../lib/toast';

const MARKS = { success: '✓', error: '!', plain: null } as const;
/** The page's sticky header: the messages go just below it, never over it. */
const HEADER = '.shell__header, .topnav';
const GAP = 8;

/**
 * The messages of `lib/toast`, just below the header; a tap takes one away. They stay under an open
 * side menu and the header's status panel (see .toaster in global.css).
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!box.current || toasts.length === 0) return;
    const bottom = document.querySelector(HEADER)?.getBoundingClientRect().bottom ?? 0;
    box.current.style.top = `${Math.max(0, bottom) + GAP}px`;
  }, [toasts]);
  return (
    <div className="toaster" ref={box}>
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
