//! The business's DigiKua product and service variants, as a document's items are chosen from.

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
         AND entity IN ('productVariant', 'serviceVariant') ORDER BY created_at, id",
    )
    .bind(business_id)
    .fetch_all(conn)
    .await?;
    let mut variants = Vec::with_capacity(rows.len());
    for row in &rows {
        let entity: String = row.try_get("entity")?;
        let data: String = row.try_get("data")?;
        variants.push(match read_record(&entity, &data)? {
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
    Ok(variants)
}
