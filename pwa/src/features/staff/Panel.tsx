import type { ReactNode } from 'react';

/** A card that opens to show a form: the forms stay out of the way of the list on a phone. */
export function Panel({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <details className="card panel">
      <summary className="panel__summary">{title}</summary>
      <div className="panel__body">
        {lead ? <p className="muted">{lead}</p> : null}
        {children}
      </div>
    </details>
  );
}
