//! Business documents (spec 002 sections 2.2, 3.2, 4.2, 5.2, 7.2 and 8.2): quotations and invoices
//! made from the business's DigiKua variants, payments against an invoice with its balance, a
//! quotation turned into an invoice, and their PDFs (`pdf`), the same natively and on the phone.

pub mod checks;
pub mod convert;
pub mod messages;
pub mod model;
pub mod pdf;
pub mod sales;

#[cfg(test)]
mod checks_tests;
#[cfg(test)]
mod pdf_tests;
