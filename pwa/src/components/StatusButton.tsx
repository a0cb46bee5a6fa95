import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export type Tone = 'offline' | 'pending' | 'refused' | 'synced' | 'checking';

const ICONS: Record<Tone, string> = {
  // a cloud struck through
  offline:
    'M3.3 2 2 3.3l3 3A6 6 0 0 0 6 18h10.7l2 2 1.3-1.3L3.3 2ZM6 16a4 4 0 0 1-.3-8l8.7 8H6Zm13.4-5.9A7 7 0 0 0 8.7 5.6l1.5 1.5A5 5 0 0 1 17.5 11l.1 1h.9a2.5 2.5 0 0 1 1.5 4.5l1.4 1.4a4.5 4.5 0 0 0-2-7.8Z',
  // an arrow up into a cloud
  pending:
    'M19.4 10.1A7 7 0 0 0 6 8a6 6 0 0 0 0 12h13a4.5 4.5 0 0 0 .4-9.9ZM13 13v4h-2v-4H8l4-4 4 4h-3Z',
  refused: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
  // a cloud with a tick
  synced:
    'M19.4 10.1A7 7 0 0 0 6 8a6 6 0 0 0 0 12h13a4.5 4.5 0 0 0 .4-9.9ZM10 17l-3.5-3.5 1.4-1.4 2.1 2.1 5.2-5.2 1.4 1.4L10 17Z',
  checking: 'M19.4 10.1A7 7 0 0 0 6 8a6 6 0 0 0 0 12h13a4.5 4.5 0 0 0 .4-9.9Z',
};

/** The compact status button and the panel its tap opens (closed by a second tap, Escape or a tap outside). */
export function StatusButton({
  tone,
  word,
  name,
  described,
  children,
}: {
  tone: Tone;
  word: string;
  name: string;
  described?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onDown);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onDown);
    };
  }, [open]);
  return (
    <div className="header-status__wrap" ref={root}>
      <button
        type="button"
        className={`header-status__button header-status__button--${tone}`}
        aria-label={name}
        aria-describedby={described}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d={ICONS[tone]} />
        </svg>
        <span className="header-status__word">{word}</span>
      </button>
      {/* Drawn only while open: its sentences are not on the page twice for anyone reading it. */}
      {open ? (
        <div id={panelId} className="header-status__panel">
          {children}
        </div>
      ) : null}
    </div>
  );
}

