import { describe, expect, it } from 'vitest';
import { currentElement, digikuaBase, elementPath, summaryPath } from './paths';

describe('DigiKua paths', () => {
  it('take the base from the URL', () => {
    expect(digikuaBase('/dashboard/digikua/client/cashflow-summary')).toBe('client');
    expect(digikuaBase('/dashboard/digikua/digiprime/cashflow-summary-detailed/sales')).toBe('digiprime');
    expect(digikuaBase('/dashboard/digikua/applicant')).toBe('applicant');
    expect(digikuaBase('/dashboard/digikua/staff/cashflow-summary')).toBeNull();
    expect(digikuaBase('/dashboard/digikua/clientele/cashflow-summary')).toBeNull();
  });

  it('lead each element to its screen', () => {
    expect(summaryPath('applicant')).toBe('/dashboard/digikua/applicant/cashflow-summary');
    expect(elementPath('client', 'overview')).toBe('/dashboard/digikua/client/cashflow-summary');
    expect(elementPath('client', 'inventory')).toBe('/dashboard/digikua/client/cashflow-summary-detailed/inventory');
  });

  it('know which element a URL shows', () => {
    expect(currentElement('/dashboard/digikua/client/cashflow-summary')).toBe('overview');
    expect(currentElement('/dashboard/digikua/client/cashflow-summary-detailed/expenses')).toBe('expenses');
    expect(currentElement('/dashboard/digikua/client/cashflow-summary-detailed/product-variants/all')).toBe('products');
    expect(currentElement('/dashboard/digikua/client/cashflow-summary-detailed/service-variants/0123')).toBe('services');
  });
});
