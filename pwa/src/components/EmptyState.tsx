/**
 * What a list shows when it has nothing: one wording family ("No sales yet", "Nothing matches your
 * filter") and the next thing to do (an Add or Apply link, Clear filter). Texts come translated.
 */
import type { ReactNode } from 'react';
import './emptyState.css';

interface EmptyStateProps {
  title: string;
  /** One more sentence, when the title needs it. */
  text?: string;
  /** The next action: a link or button. */
  action?: ReactNode;
}

export function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <div className="empty-state" role="status">
      <p className="empty-state__title">{title}</p>
      {text ? <p className="empty-state__text">{text}</p> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
