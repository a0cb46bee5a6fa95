/**
 * The bookkeeping records as the phone keeps them: core's JSON (spec 002 section 3.1 field names).
 * Amounts and quantities are numbers or null when left blank; dates are epoch seconds.
 */
export type Amount = number | null;

interface Base {
  id: string;
  businessId: string;
  lastEdited: number;
}

/** A product or a service. */
export interface ItemRecord extends Base {
  name: string;
  categoryId: string;
  measurementId: string;
  price: Amount;
  providerPrice: Amount;
  status: string;
}

export interface ProductVariantRecord extends Base {
  name: string;
  mainProductId: string;
  unitPrice: Amount;
  startingQuantity: Amount;
  dateAdded: number;
}

export interface ServiceVariantRecord extends Base {
  name: string;
  mainServiceId: string;
  unitPrice: Amount;
  dateAdded: number;
}

export interface SaleRecord extends Base {
  /** Product or Service. */
  nature: string;
  variantId: string;
  quantity: Amount;
  revenue: Amount;
  dateSold: number | null;
  typeOfSale: string;
  clientPhone: string;
  dateAdded: number;
}

export interface ExpenseRecord extends Base {
  /** COG, CapEx or OpEx. */
  nature: string;
  name: string;
  amountSpent: Amount;
  transactionDate: number | null;
  typeOfExpense: string;
  supplierPhone: string;
  productVariantId: string;
  lifespanInYears: Amount;
  dateAdded: number;
}

export interface InvestmentRecord extends Base {
  investmentNarration: string;
  typeOfInvestment: string;
  investmentAmount: Amount;
  investmentDate: number | null;
  dateAdded: number;
}

export interface InventoryRecord extends Base {
  productVariantId: string;
  stocked: Amount;
  stockValue: Amount;
  dateStocked: number | null;
  dateAdded: number;
}

export const SALE_NATURES = ['Product', 'Service'] as const;
export const EXPENSE_NATURES = ['COG', 'CapEx', 'OpEx'] as const;
export const STATUSES = ['Active', 'Inactive'] as const;
