//! The messages of the bookkeeping forms: spec 002 section 5.1 word for word, then the checks the
//! spec leaves out (numbers that make no sense, dates out of bounds, records that point nowhere).

pub const MISSING_INFORMATION: &str = "Missing important information";

pub const SALE_NATURE_BLANK: &str = "Sale nature cannot be blank";
pub const SALE_PRODUCT_VARIANT_BLANK: &str = "Product variant cannot be blank";
pub const SALE_SERVICE_VARIANT_BLANK: &str = "Service variant cannot be blank";
pub const QUANTITY_BLANK: &str = "Quantity cannot be blank";
pub const REVENUE_BLANK: &str = "Revenue cannot be blank";
pub const DATE_SOLD_BLANK: &str = "Date sold cannot be blank";
pub const TYPE_OF_SALE_BLANK: &str = "Type of sale cannot be blank";
pub const CLIENT_PHONE_BLANK: &str = "Client phone cannot be blank";

pub const EXPENSE_NATURE_BLANK: &str = "Nature of Expense cannot be blank";
pub const TYPE_OF_EXPENSE_BLANK: &str = "Type of Expense cannot be blank";
pub const SUPPLIER_PHONE_BLANK: &str = "Supplier Phone cannot be blank";
pub const TRANSACTION_DATE_BLANK: &str = "Transaction Date cannot be blank";
pub const NAME_BLANK: &str = "Name cannot be blank";
pub const AMOUNT_SPENT_BLANK: &str = "Amount Spent cannot be blank";
pub const EXPENSE_PRODUCT_VARIANT_BLANK: &str = "Product Variant cannot be blank";
pub const LIFESPAN_BLANK: &str = "Lifespan cannot be blank";

pub const PRODUCT_NAME_BLANK: &str = "Product name cannot be blank";
pub const SERVICE_NAME_BLANK: &str = "Service name cannot be blank";
pub const CATEGORY_BLANK: &str = "Category cannot be blank";
pub const MEASUREMENT_BLANK: &str = "Measurement cannot be blank";
pub const PRICE_BLANK: &str = "Price cannot be blank";

pub const PRODUCT_VARIANT_NAME_BLANK: &str = "Product variant name cannot be blank";
pub const MAIN_PRODUCT_BLANK: &str = "Main Product cannot be blank";
pub const STARTING_QUANTITY_BLANK: &str = "Starting Quantity cannot be blank";
pub const SERVICE_VARIANT_NAME_BLANK: &str = "Service variant name cannot be blank";
pub const MAIN_SERVICE_BLANK: &str = "Main service cannot be blank";

pub const NARRATION_BLANK: &str = "Investment Narration cannot be blank";
pub const INVESTMENT_TYPE_BLANK: &str = "Investment Type cannot be blank";
pub const INVESTMENT_AMOUNT_BLANK: &str = "Investment amount cannot be blank";
pub const INVESTMENT_DATE_BLANK: &str = "Investment date cannot be blank";

pub const INVENTORY_VARIANT_BLANK: &str = "Product variant cannot be blank";
pub const ITEMS_BLANK: &str = "No of items cannot be blank";
pub const AMOUNT_BLANK: &str = "Amount cannot be blank";
pub const DATE_STOCKED_BLANK: &str = "Date stocked cannot be blank";

// ---- beyond the spec's blanks ------------------------------------------------------------------
pub const SALE_NATURE_UNKNOWN: &str = "Sale nature must be Product or Service";
pub const EXPENSE_NATURE_UNKNOWN: &str = "Nature of Expense must be COG, CapEx or OpEx";
pub const NATURE_LOCKED: &str = "The nature of a saved record cannot be changed";
pub const QUANTITY_NOT_POSITIVE: &str = "Quantity must be more than 0";
pub const ITEMS_NOT_POSITIVE: &str = "No of items must be more than 0";
pub const STARTING_QUANTITY_NEGATIVE: &str = "Starting Quantity cannot be less than 0";
pub const QUANTITY_TOO_PRECISE: &str = "Quantities can have at most 3 decimals";
pub const AMOUNT_NEGATIVE: &str = "Amounts cannot be less than 0";
pub const AMOUNT_TOO_PRECISE: &str = "Amounts can have at most 2 decimals";
pub const AMOUNT_TOO_LARGE: &str = "Amounts can be at most 10,000,000,000";
pub const QUANTITY_TOO_LARGE: &str = "Quantities can be at most 1,000,000,000";
pub const QUANTITY_NEGATIVE: &str = "Quantities cannot be less than 0";
pub const NOT_A_NUMBER: &str = "Amounts and quantities must be numbers, e.g. 1500 or 2.5";
pub const LIFESPAN_WHOLE_YEARS: &str = "Lifespan must be whole years, from 1 to 100";
pub const DATE_IN_FUTURE: &str = "The date cannot be later than today";
pub const DATE_BEFORE_2000: &str = "The date cannot be before 1 January 2000";
pub const STATUS_UNKNOWN: &str = "Status must be Active or Inactive";
pub const UNKNOWN_CATEGORY: &str = "Choose a category from the list";
pub const UNKNOWN_MEASUREMENT: &str = "Choose a measurement from the list";
pub const UNKNOWN_SALE_TYPE: &str = "Choose a type of sale from the list";
pub const UNKNOWN_EXPENSE_TYPE: &str = "Choose a type of expense from the list";
pub const UNKNOWN_INVESTMENT_TYPE: &str = "Choose an investment type from the list";
pub const TEXT_TOO_LONG: &str = "Names, phones and narrations can be at most 200 characters";
pub const DATE_NOT_A_DAY: &str = "This date does not exist";

// ---- records that point at others (checked where the other records are: the server, the phone) --
pub const PRODUCT_NOT_FOUND: &str = "The main product was not found";
pub const SERVICE_NOT_FOUND: &str = "The main service was not found";
pub const PRODUCT_VARIANT_NOT_FOUND: &str = "The product variant was not found";
pub const SERVICE_VARIANT_NOT_FOUND: &str = "The service variant was not found";
pub const RECORD_OF_ANOTHER_BUSINESS: &str = "This record belongs to another business";

// ---- pushed changes the server cannot take (a phone on an older or newer version of the app) --------
pub use crate::sync::{RECORD_ID_MISMATCH, UNKNOWN_ENTITY, UNKNOWN_OP};

// ---- the data gateway and the analytics ----------------------------------------------------------
pub const RECORD_ADDED: &str = "Added successfully";
pub const RECORD_UPDATED: &str = "Updated successfully";
pub const RECORDS_FOUND: &str = "Records found";
pub const RECORD_NOT_FOUND: &str = "This record was not found";
pub const BUSINESS_NOT_FOUND: &str = "This business was not found";
pub const ANALYTICS_NOT_FOUND: &str = "Analytics not found";
pub const ANALYTICS_MODE_UNKNOWN: &str = "dataMode must be monthly or quarterly";
pub const ANALYTICS_YEAR_INVALID: &str = "Choose a year from 2000 to this year";

/// The message for a record that points at a missing one.
pub fn not_found(entity: super::Entity) -> &'static str {
    use super::Entity;
    match entity {
        Entity::Product => PRODUCT_NOT_FOUND,
        Entity::Service => SERVICE_NOT_FOUND,
        Entity::ProductVariant => PRODUCT_VARIANT_NOT_FOUND,
        Entity::ServiceVariant => SERVICE_VARIANT_NOT_FOUND,
        _ => MISSING_INFORMATION,
    }
}
