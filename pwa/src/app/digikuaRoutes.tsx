/**
 * The DigiKua routes (spec 002 section 2.1) under /dashboard, for each base: the cashflow summary and
 * the detailed tables. The dashboard's guard (core `mayOpen`) gives each base exactly its role.
 */
import { lazy } from 'react';
import { Navigate, Route } from 'react-router';
import { BASES } from '../features/digikua/paths';
import { loaders } from './loaders';

const SummaryPage = lazy(() => loaders.digikuaSummary().then((m) => ({ default: m.SummaryPage })));
const SalesPage = lazy(() => loaders.digikuaSales().then((m) => ({ default: m.SalesPage })));
const ExpensesPage = lazy(() => loaders.digikuaExpenses().then((m) => ({ default: m.ExpensesPage })));
const ProductsPage = lazy(() => loaders.digikuaItems().then((m) => ({ default: m.ProductsPage })));
const ServicesPage = lazy(() => loaders.digikuaItems().then((m) => ({ default: m.ServicesPage })));
const ProductVariantsPage = lazy(() => loaders.digikuaProductVariants().then((m) => ({ default: m.ProductVariantsPage })));
const ServiceVariantsPage = lazy(() => loaders.digikuaServiceVariants().then((m) => ({ default: m.ServiceVariantsPage })));
const InvestmentsPage = lazy(() => loaders.digikuaInvestments().then((m) => ({ default: m.InvestmentsPage })));
const InventoryPage = lazy(() => loaders.digikuaInventory().then((m) => ({ default: m.InventoryPage })));

/** The routes, to put under the /dashboard route. */
export function digikuaRoutes() {
  return BASES.map((base) => (
    <Route key={base} path={`digikua/${base}`}>
      <Route index element={<Navigate to="cashflow-summary" replace />} />
      <Route path="cashflow-summary" element={<SummaryPage />} />
      <Route path="cashflow-summary-detailed">
        <Route index element={<Navigate to="sales" replace />} />
        <Route path="sales" element={<SalesPage />} />
        <Route path="expenses" element={<ExpensesPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="product-variants" element={<ProductVariantsPage />} />
        <Route path="product-variants/:id" element={<ProductVariantsPage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="service-variants" element={<ServiceVariantsPage />} />
        <Route path="service-variants/:id" element={<ServiceVariantsPage />} />
        <Route path="investments" element={<InvestmentsPage />} />
        <Route path="inventory" element={<InventoryPage />} />
      </Route>
    </Route>
  ));
}
