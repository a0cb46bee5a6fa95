//! The data gateway's `resource` and `action` (spec 002 sections 3.1 and 7.1) and the record each
//! resource is kept as.

use portal_core::bookkeeping::lookups::LookupList;
use portal_core::bookkeeping::records::{ExpenseNature, SaleNature};
use portal_core::bookkeeping::Entity;

use crate::error::AppError;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Resource {
    /// A lookup list: read only, the same for every business.
    Lookup(LookupList),
    Product,
    Service,
    ProductVariant,
    ServiceVariant,
    Sale(SaleNature),
    Expense(ExpenseNature),
    Investment,
    Inventory,
}

impl Resource {
    pub const ALL: [Resource; 16] = [
        Resource::Lookup(LookupList::ProductCategory),
        Resource::Lookup(LookupList::Measurement),
        Resource::Lookup(LookupList::SaleType),
        Resource::Lookup(LookupList::ExpenseType),
        Resource::Lookup(LookupList::InvestmentType),
        Resource::Product,
        Resource::Service,
        Resource::ProductVariant,
        Resource::ServiceVariant,
        Resource::Sale(SaleNature::Product),
        Resource::Sale(SaleNature::Service),
        Resource::Expense(ExpenseNature::Cog),
        Resource::Expense(ExpenseNature::CapEx),
        Resource::Expense(ExpenseNature::OpEx),
        Resource::Investment,
        Resource::Inventory,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Resource::Lookup(list) => list.resource(),
            Resource::Product => "entrepreneurProduct",
            Resource::Service => "entrepreneurService",
            Resource::ProductVariant => "entrepreneurProductVariant",
            Resource::ServiceVariant => "entrepreneurServiceVariant",
            Resource::Sale(SaleNature::Product) => "entrepreneurProductSale",
            Resource::Sale(SaleNature::Service) => "entrepreneurServiceSale",
            Resource::Expense(nature) => nature.resource(),
            Resource::Investment => "entrepreneurInvestment",
            Resource::Inventory => "entrepreneurProductInventory",
        }
    }

    pub fn parse(name: &str) -> Result<Resource, AppError> {
        let name = name.trim();
        if name.is_empty() {
            return Err(AppError::bad_request(format!(
                "Name a resource: {}",
                Self::names()
            )));
        }
        Self::ALL
            .into_iter()
            .find(|r| r.name() == name)
            .ok_or_else(|| {
                AppError::bad_request(format!(
                    "Unknown resource '{name}': use one of {}",
                    Self::names()
                ))
            })
    }

    fn names() -> String {
        Self::ALL.map(Resource::name).join(", ")
    }

    /// The kind of record the resource is kept as; None for the lookup lists.
    pub fn entity(self) -> Option<Entity> {
        Some(match self {
            Resource::Lookup(_) => return None,
            Resource::Product => Entity::Product,
            Resource::Service => Entity::Service,
            Resource::ProductVariant => Entity::ProductVariant,
            Resource::ServiceVariant => Entity::ServiceVariant,
            Resource::Sale(_) => Entity::Sale,
            Resource::Expense(_) => Entity::Expense,
            Resource::Investment => Entity::Investment,
            Resource::Inventory => Entity::Inventory,
        })
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    Read,
    Create,
    Update,
}

pub const LOOKUPS_READ_ONLY: &str = "The lookup lists cannot be changed";
pub const READ_WITH_GET: &str = "Read with GET; POST is for action=create or action=update";
pub const WRITE_WITH_POST: &str = "Create and update with POST and a JSON body";

impl Action {
    /// `read` (or nothing), `create` or `update`.
    pub fn parse(text: Option<&str>) -> Result<Action, AppError> {
        match text.map(str::trim).unwrap_or_default() {
            "" | "read" => Ok(Action::Read),
            "create" => Ok(Action::Create),
            "update" => Ok(Action::Update),
            other => Err(AppError::bad_request(format!(
                "Unknown action '{other}': use read, create or update"
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_resource_reads_back_from_its_name() {
        for resource in Resource::ALL {
            assert_eq!(Resource::parse(resource.name()).ok(), Some(resource));
        }
        assert!(Resource::parse("entrepreneurCar").is_err());
        assert_eq!(Action::parse(None).ok(), Some(Action::Read));
        assert!(Action::parse(Some("delete")).is_err());
    }
}
