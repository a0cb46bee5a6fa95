import { useRef, type KeyboardEvent, type ReactNode } from 'react';

interface TabsProps<T extends string> {
  id: string;
  label: string;
  tabs: ReadonlyArray<{ name: T; label: string }>;
  current: T;
  onChange: (name: T) => void;
  children: ReactNode;
}

/** An ARIA tab list (arrow keys, Home and End move and choose) and the chosen tab's panel. */
export function Tabs<T extends string>({ id, label, tabs, current, onChange, children }: TabsProps<T>) {
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.name === current);
    const last = tabs.length - 1;
    const moves: Record<string, number> = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last };
    const to = moves[event.key];
    const next = to === undefined ? undefined : tabs[to];
    if (!next) return;
    event.preventDefault();
    onChange(next.name);
    refs.current[next.name]?.focus();
  }
  return (
    <>
      <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.name}
            ref={(element) => {
              refs.current[tab.name] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.name}-tab`}
            aria-selected={tab.name === current}
            aria-controls={`${id}-${tab.name}-panel`}
            tabIndex={tab.name === current ? 0 : -1}
            className={tab.name === current ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
            onClick={() => onChange(tab.name)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="tabs__panel" role="tabpanel" id={`${id}-${current}-panel`} aria-labelledby={`${id}-${current}-tab`} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
