/** A small line icon per risk category (inline SVG: no icon font, no image requests). */
import type { CategoryId } from './api';

const PATHS: Readonly<Record<CategoryId, string>> = {
  'business-risk': 'M4 20V10h4v10M10 20V4h4v16M16 20v-7h4v7',
  'investment-risk': 'M12 3v18M7 8h7a3 3 0 0 1 0 6H8a3 3 0 0 0 0 6h9',
  'credit-risk': 'M3 6h18v12H3zM3 10h18M7 15h4',
  'performance-risk': 'M3 17l6-6 4 4 8-8M15 7h6v6',
  'social-data-via-loan-proposal': 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20a6 6 0 0 1 12 0M16 11a3 3 0 1 0 0-6M18 20a6 6 0 0 0-3-5',
  'impact-data-via-digikua': 'M12 21s-8-5-8-11a4.5 4.5 0 0 1 8-3 4.5 4.5 0 0 1 8 3c0 6-8 11-8 11z',
};

export function CategoryIcon({ id }: { id: CategoryId }) {
  return (
    <svg className="sc-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d={PATHS[id]} />
    </svg>
  );
}
