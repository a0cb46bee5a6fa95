import { describe, expect, it } from 'vitest';
import { currentElement, elementPath } from './elements';

describe('the cashflow elements', () => {
  it('lead each to its screen', () => {
    expect(elementPath('client', 'overview')).toBe('/dashboard/digikua/client/cashflow-summary');
    expect(elementPath('digiprime', 'inventory')).toBe('/dashboard/digikua/digiprime/cashflow-summary-detailed/inventory');
    expect(elementPath('applicant', 'sales')).toBe('/dashboard/digikua/applicant/cashflow-summary-detailed/sales');
  });

  it('know which one a URL shows', () => {
    expect(currentElement('/dashboard/digikua/client/cashflow-summary')).toBe('overview');
    expect(currentElement('/dashboard/digikua/client/cashflow-summary-detailed/expenses')).toBe('expenses');
    expect(currentElement('/dashboard/digikua/client/cashflow-summary-detailed/product-variants/all')).toBe('products');
    expect(currentElement('/dashboard/digikua/client/cashflow-summary-detailed/service-variants/0123')).toBe('services');
  });
});
