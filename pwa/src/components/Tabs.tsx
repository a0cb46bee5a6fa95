import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab<K extends string> {
  key: K;
  label: string;
}

interface TabsProps<K extends string> {
  tabs: readonly Tab<K>[];
  current: K;
  onChange: (key: K) => void;
  label: string;
  /** The area's class prefix for its own look: `pb` gives `pb-tabs` and `pb-panel`. */
  variant: string;
  children: ReactNode;
}

/** An ARIA tablist: arrows, Home and End move between tabs; the panel is named by its tab. */
export function Tabs<K extends string>({ tabs, current, onChange, label, variant, children }: TabsProps<K>) {
  const base = useId();
  const refs = useRef<Partial<Record<K, HTMLButtonElement | null>>>({});
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = tabs.findIndex((tab) => tab.key === current);
    const to =
      event.key === 'ArrowRight' ? (at + 1) % tabs.length
      : event.key === 'ArrowLeft' ? (at - 1 + tabs.length) % tabs.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? tabs.length - 1
      : -1;
    const next = tabs[to];
    if (!next) return;
    event.preventDefault();
    onChange(next.key);
    refs.current[next.key]?.focus();
  }
  return (
    <>
      <div className={`tabs ${variant}-tabs`} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(element) => {
              refs.current[tab.key] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-${tab.key}-tab`}
            aria-selected={tab.key === current}
            aria-controls={`${base}-${tab.key}-panel`}
            tabIndex={tab.key === current ? 0 : -1}
            className={tab.key === current ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className={`tabs__panel ${variant}-panel`} role="tabpanel" id={`${base}-${current}-panel`} aria-labelledby={`${base}-${current}-tab`} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
