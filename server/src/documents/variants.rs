//! The business's DigiKua product and service variants, as a document's items are chosen from.

use portal_core::bookkeeping::records::{Record, SaleNature};
use portal_core::bookkeeping::Entity;
use portal_core::documents::model::Variant;
use sqlx::AnyPool;

use crate::bookkeeping::records::list_by_entity;

pub async fn of_business(pool: &AnyPool, business_id: &str) -> Result<Vec<Variant>, sqlx::Error> {
    let mut variants = Vec::new();
    for entity in [Entity::ProductVariant, Entity::ServiceVariant] {
        for record in list_by_entity(pool, business_id, entity).await? {
            variants.push(match record {
                Record::ProductVariant(v) => Variant {
                    id: v.id,
                    name: v.name,
                    nature: SaleNature::Product,
                    unit_price: v.unit_price,
                },
                Record::ServiceVariant(v) => Variant {
                    id: v.id,
                    name: v.name,
                    nature: SaleNature::Service,
                    unit_price: v.unit_price,
                },
                _ => continue,
            });
        }
    }
    Ok(variants)
}
