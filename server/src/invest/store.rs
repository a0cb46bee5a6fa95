//! The invest profile's SQL: `invest_profiles` with its category's names, `business_categories`,
//! and the investors' public reads.

use portal_core::invest::{Flags, Profile};
use sqlx::any::AnyRow;
use sqlx::{Any, AnyConnection, Executor, Row};

/// A kept profile with what the table adds to core's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stored {
    pub business_id: String,
    pub profile: Profile,
    pub image_file_id: Option<String>,
    pub logo_file_id: Option<String>,
    /// The uploads the pictures were taken from.
    pub image_upload_id: Option<String>,
    pub logo_upload_id: Option<String>,
    pub date_added: i64,
    pub last_edited: i64,
    pub category_en: String,
    pub category_sw: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Category {
    pub id: i64,
    pub name_en: String,
    pub name_sw: String,
}

const SELECT: &str = "SELECT p.business_id, p.name, p.display_name, p.category_id, p.phone, \
     p.overview, p.company_differentiation, p.year_plan5, p.investor_benefit, p.current_need, \
     p.business_address, p.map_link, p.video_id, p.image_file_id, p.logo_file_id, p.image_upload_id, p.logo_upload_id, p.enabled, \
     p.ready_for_growth, p.show_performance, p.date_added, p.last_edited, \
     c.name_en AS category_en, c.name_sw AS category_sw \
     FROM invest_profiles p JOIN business_categories c ON c.id = p.category_id";

/// Public: enabled and ready for growth.
const PUBLIC: &str = "p.enabled = 1 AND p.ready_for_growth = 1";

fn flag(row: &AnyRow, column: &str) -> Result<bool, sqlx::Error> {
    Ok(row.try_get::<i64, _>(column)? == 1)
}

fn from_row(row: &AnyRow) -> Result<Stored, sqlx::Error> {
    Ok(Stored {
        business_id: row.try_get("business_id")?,
        profile: Profile {
            name: row.try_get("name")?,
            display_name: row.try_get("display_name")?,
            category: row.try_get("category_id")?,
            phone: row.try_get("phone")?,
            overview: row.try_get("overview")?,
            company_differentiation: row.try_get("company_differentiation")?,
            year_plan5: row.try_get("year_plan5")?,
            investor_benefit: row.try_get("investor_benefit")?,
            current_need: row.try_get("current_need")?,
            business_address: row.try_get("business_address")?,
            map_link: row.try_get("map_link")?,
            video_id: row.try_get("video_id")?,
            flags: Flags {
                enabled: flag(row, "enabled")?,
                ready_for_growth: flag(row, "ready_for_growth")?,
                show_performance: flag(row, "show_performance")?,
            },
        },
        image_file_id: row.try_get("image_file_id")?,
        logo_file_id: row.try_get("logo_file_id")?,
        image_upload_id: row.try_get("image_upload_id")?,
        logo_upload_id: row.try_get("logo_upload_id")?,
        date_added: row.try_get("date_added")?,
        last_edited: row.try_get("last_edited")?,
        category_en: row.try_get("category_en")?,
        category_sw: row.try_get("category_sw")?,
    })
}

impl Stored {
    /// The picture and the logo as kept.
    pub fn pictures(&self) -> [Picture; 2] {
        [
            Picture {
                file_id: self.image_file_id.clone(),
                upload_id: self.image_upload_id.clone(),
            },
            Picture {
                file_id: self.logo_file_id.clone(),
                upload_id: self.logo_upload_id.clone(),
            },
        ]
    }
}

/// The business's profile.
pub async fn find<'e>(
    db: impl Executor<'e, Database = Any>,
    business_id: &str,
) -> Result<Option<Stored>, sqlx::Error> {
    let sql = format!("{SELECT} WHERE p.business_id = $1");
    let row = sqlx::query(&sql)
        .bind(business_id)
        .fetch_optional(db)
        .await?;
    row.as_ref().map(from_row).transpose()
}

/// The business's profile when investors may see it.
pub async fn find_public<'e>(
    db: impl Executor<'e, Database = Any>,
    business_id: &str,
) -> Result<Option<Stored>, sqlx::Error> {
    let sql = format!("{SELECT} WHERE p.business_id = $1 AND {PUBLIC}");
    let row = sqlx::query(&sql)
        .bind(business_id)
        .fetch_optional(db)
        .await?;
    row.as_ref().map(from_row).transpose()
}

fn bit(on: bool) -> i64 {
    i64::from(on)
}

/// Adds the business's profile (no pictures yet); false when it has one already (two creates at
/// once: the second adds nothing).
pub async fn insert(
    conn: &mut AnyConnection,
    business_id: &str,
    p: &Profile,
    user_id: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO invest_profiles (business_id, name, display_name, category_id, phone, \
         overview, company_differentiation, year_plan5, investor_benefit, current_need, \
         business_address, map_link, video_id, enabled, ready_for_growth, show_performance, date_added, last_edited, created_by, updated_by) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17, \
         $18, $18) ON CONFLICT (business_id) DO NOTHING",
    )
    .bind(business_id)
    .bind(&p.name)
    .bind(&p.display_name)
    .bind(p.category)
    .bind(&p.phone)
    .bind(&p.overview)
    .bind(&p.company_differentiation)
    .bind(&p.year_plan5)
    .bind(&p.investor_benefit)
    .bind(&p.current_need)
    .bind(&p.business_address)
    .bind(&p.map_link)
    .bind(&p.video_id)
    .bind(bit(p.flags.enabled))
    .bind(bit(p.flags.ready_for_growth))
    .bind(bit(p.flags.show_performance))
    .bind(now)
    .bind(user_id)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Writes the profile's fields (its pictures apart); false when the business has none.
pub async fn update(
    conn: &mut AnyConnection,
    business_id: &str,
    p: &Profile,
    user_id: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE invest_profiles SET name = $2, display_name = $3, category_id = $4, phone = $5, \
         overview = $6, company_differentiation = $7, year_plan5 = $8, investor_benefit = $9, \
         current_need = $10, business_address = $11, map_link = $12, video_id = $13, \
         enabled = $14, ready_for_growth = $15, show_performance = $16, last_edited = $17, \
         updated_by = $18 WHERE business_id = $1",
    )
    .bind(business_id)
    .bind(&p.name)
    .bind(&p.display_name)
    .bind(p.category)
    .bind(&p.phone)
    .bind(&p.overview)
    .bind(&p.company_differentiation)
    .bind(&p.year_plan5)
    .bind(&p.investor_benefit)
    .bind(&p.current_need)
    .bind(&p.business_address)
    .bind(&p.map_link)
    .bind(&p.video_id)
    .bind(bit(p.flags.enabled))
    .bind(bit(p.flags.ready_for_growth))
    .bind(bit(p.flags.show_performance))
    .bind(now)
    .bind(user_id)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// A picture slot's file record and the upload it was taken from (None: no picture).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Picture {
    pub file_id: Option<String>,
    pub upload_id: Option<String>,
}

/// Points the profile at its pictures' file records.
pub async fn set_pictures(
    conn: &mut AnyConnection,
    business_id: &str,
    image: &Picture,
    logo: &Picture,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE invest_profiles SET image_file_id = $2, image_upload_id = $3, logo_file_id = $4, \
         logo_upload_id = $5 WHERE business_id = $1",
    )
    .bind(business_id)
    .bind(image.file_id.as_deref())
    .bind(image.upload_id.as_deref())
    .bind(logo.file_id.as_deref())
    .bind(logo.upload_id.as_deref())
    .execute(conn)
    .await?;
    Ok(())
}

fn category_of(row: &AnyRow) -> Result<Category, sqlx::Error> {
    Ok(Category {
        id: row.try_get("id")?,
        name_en: row.try_get("name_en")?,
        name_sw: row.try_get("name_sw")?,
    })
}

/// Every category, in the list's order.
pub async fn categories<'e>(
    db: impl Executor<'e, Database = Any>,
) -> Result<Vec<Category>, sqlx::Error> {
    sqlx::query("SELECT id, name_en, name_sw FROM business_categories ORDER BY position, id")
        .fetch_all(db)
        .await?
        .iter()
        .map(category_of)
        .collect()
}

pub async fn category<'e>(
    db: impl Executor<'e, Database = Any>,
    id: i64,
) -> Result<Option<Category>, sqlx::Error> {
    sqlx::query("SELECT id, name_en, name_sw FROM business_categories WHERE id = $1")
        .bind(id)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(category_of)
        .transpose()
}

/// A page of the public profiles (of one category when asked), newest first, and how many there
/// are in all.
pub async fn public_page<'e, E>(
    db: E,
    category: Option<i64>,
    limit: i64,
    offset: i64,
) -> Result<(Vec<Stored>, i64), sqlx::Error>
where
    E: Executor<'e, Database = Any> + Copy,
{
    // Category 0 is none: every category.
    let filter = format!("{PUBLIC} AND ($1 = 0 OR p.category_id = $1)");
    let total: i64 = sqlx::query_scalar(&format!(
        "SELECT CAST(COUNT(*) AS BIGINT) FROM invest_profiles p WHERE {filter}"
    ))
    .bind(category.unwrap_or(0))
    .fetch_one(db)
    .await?;
    let sql = format!(
        "{SELECT} WHERE {filter} ORDER BY p.date_added DESC, p.business_id DESC LIMIT $2 OFFSET $3"
    );
    let rows = sqlx::query(&sql)
        .bind(category.unwrap_or(0))
        .bind(limit)
        .bind(offset)
        .fetch_all(db)
        .await?;
    let page = rows.iter().map(from_row).collect::<Result<_, _>>()?;
    Ok((page, total))
}

/// Whether the file is the picture or logo of a profile investors may see.
pub async fn is_public_picture<'e>(
    db: impl Executor<'e, Database = Any>,
    file_id: &str,
) -> Result<bool, sqlx::Error> {
    let found: Option<String> = sqlx::query_scalar(&format!(
        "SELECT p.business_id FROM invest_profiles p \
         WHERE (p.image_file_id = $1 OR p.logo_file_id = $1) AND {PUBLIC} LIMIT 1"
    ))
    .bind(file_id)
    .fetch_optional(db)
    .await?;
    Ok(found.is_some())
}
