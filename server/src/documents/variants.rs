//! The business's DigiKua product and service variants, as a document's items are chosen from, each
//! named with its product or service ("Unga wa mahindi, 2 kg packet"), as the client reads it.

use std::collections::HashMap;

use portal_core::bookkeeping::records::{Record, SaleNature};
use portal_core::documents::model::Variant;
use sqlx::{AnyConnection, Row};

use crate::bookkeeping::records::read_record;

pub async fn of_business(
    conn: &mut AnyConnection,
    business_id: &str,
) -> Result<Vec<Variant>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT entity, data FROM bk_records WHERE business_id = $1 \
         AND entity IN ('product', 'service', 'productVariant', 'serviceVariant') ORDER BY created_at, id",
    )
    .bind(business_id)
    .fetch_all(conn)
    .await?;
    let mut records = Vec::with_capacity(rows.len());
    for row in &rows {
        let entity: String = row.try_get("entity")?;
        let data: String = row.try_get("data")?;
        records.push(read_record(&entity, &data)?);
    }
    let main_names: HashMap<&str, &str> = records
        .iter()
        .filter_map(|r| match r {
            Record::Product(item) | Record::Service(item) => {
                Some((item.id.as_str(), item.name.as_str()))
            }
            _ => None,
        })
        .collect();
    let named = |main: &str, name: &str| match main_names.get(main) {
        Some(main) if !main.trim().is_empty() => format!("{main}, {name}"),
        _ => name.to_owned(),
    };
    Ok(records
        .iter()
        .filter_map(|record| match record {
            Record::ProductVariant(v) => Some(Variant {
                id: v.id.clone(),
                name: named(&v.main_product_id, &v.name),
                nature: SaleNature::Product,
                unit_price: v.unit_price,
            }),
            Record::ServiceVariant(v) => Some(Variant {
                id: v.id.clone(),
                name: named(&v.main_service_id, &v.name),
                nature: SaleNature::Service,
                unit_price: v.unit_price,
            }),
            _ => None,
        })
        .collect())
}
