import { Link } from 'react-router';

/** A back button above a page's heading. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link className="button button--ghost pb-back" to={to}>
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
