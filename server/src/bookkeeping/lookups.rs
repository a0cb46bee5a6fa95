//! The lookup lists (product categories, measurements, types of sale and expense, investment types)
//! seeded from core at start-up, so the table always matches the lists the phones carry.

use portal_core::bookkeeping::lookups::LookupList;
use sqlx::AnyPool;

pub async fn seed(pool: &AnyPool) -> Result<(), sqlx::Error> {
    let mut tx = pool.begin().await?;
    for list in LookupList::ALL {
        for (position, entry) in list.entries().iter().enumerate() {
            sqlx::query(
                "INSERT INTO bk_lookups (list, id, name_en, name_sw, position) VALUES ($1, $2, $3, $4, $5) \
                 ON CONFLICT (list, id) DO UPDATE SET name_en = excluded.name_en, \
                 name_sw = excluded.name_sw, position = excluded.position",
            )
            .bind(list.name())
            .bind(entry.id)
            .bind(entry.en)
            .bind(entry.sw)
            .bind(position as i64)
            .execute(&mut *tx)
            .await?;
        }
    }
    tx.commit().await
}
