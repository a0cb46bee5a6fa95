//! Queries on the users table; portable SQL for SQLite and PostgreSQL. Functions that may run inside
//! a change's transaction take any executor (`&pool` or `&mut *tx`).

use portal_core::accounts::{DUPLICATE_EMAIL, DUPLICATE_PHONE};
use portal_core::language::Language;
use portal_core::roles::Role;
use sqlx::any::AnyRow;
use sqlx::{Any, AnyPool, Executor, Row};

use super::model::{normalise_email, NewUser, User};
use crate::ids::new_id;

const COLUMNS: &str = "id, first_name, last_name, email, phone_number, role, password_hash, profile_photo, \
     use_new_onboarding, onboarding_complete, mpesa_phone, active, verified, gender, country, referral, language, registered_by, created_at, updated_at";

fn flag(value: bool) -> i64 {
    i64::from(value)
}

fn from_row(row: &AnyRow) -> Result<User, sqlx::Error> {
    let role_text: String = row.try_get("role")?;
    let role = Role::parse(&role_text).ok_or_else(|| {
        sqlx::Error::Decode(format!("unknown role {role_text:?} in users").into())
    })?;
    Ok(User {
        id: row.try_get("id")?,
        first_name: row.try_get("first_name")?,
        last_name: row.try_get("last_name")?,
        email: row.try_get("email")?,
        phone_number: row.try_get("phone_number")?,
        role,
        password_hash: row.try_get("password_hash")?,
        profile_photo: row.try_get("profile_photo")?,
        use_new_onboarding: row.try_get::<i64, _>("use_new_onboarding")? != 0,
        onboarding_complete: row.try_get::<i64, _>("onboarding_complete")? != 0,
        mpesa_phone: row.try_get("mpesa_phone")?,
        active: row.try_get::<i64, _>("active")? != 0,
        verified: row.try_get::<i64, _>("verified")? != 0,
        gender: row.try_get("gender")?,
        country: row.try_get("country")?,
        referral: row.try_get("referral")?,
        language: Language::parse(&row.try_get::<String, _>("language")?).unwrap_or_default(),
        registered_by: row.try_get("registered_by")?,
        created_at: row.try_get("created_at")?,
        updated_at: row.try_get("updated_at")?,
    })
}

/// `email` must already be normalised.
pub async fn find_by_email(pool: &AnyPool, email: &str) -> Result<Option<User>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM users WHERE email = $1");
    let row = sqlx::query(&sql).bind(email).fetch_optional(pool).await?;
    row.as_ref().map(from_row).transpose()
}

/// `phone` in the stored international form (`2547…`).
pub async fn find_by_phone(pool: &AnyPool, phone: &str) -> Result<Option<User>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM users WHERE phone_number = $1");
    let row = sqlx::query(&sql).bind(phone).fetch_optional(pool).await?;
    row.as_ref().map(from_row).transpose()
}

pub async fn find_by_id(pool: &AnyPool, id: &str) -> Result<Option<User>, sqlx::Error> {
    let sql = format!("SELECT {COLUMNS} FROM users WHERE id = $1");
    let row = sqlx::query(&sql).bind(id).fetch_optional(pool).await?;
    row.as_ref().map(from_row).transpose()
}

/// Records who registered an entrepreneur's account (who created or invited it).
pub async fn set_registered_by<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
    registered_by: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET registered_by = $1 WHERE id = $2")
        .bind(registered_by)
        .bind(user_id)
        .execute(db)
        .await?;
    Ok(())
}

/// Users holding `role`, newest first: all of them, or those `registered_by` registered.
pub async fn list_by_role(
    pool: &AnyPool,
    role: Role,
    registered_by: Option<&str>,
) -> Result<Vec<User>, sqlx::Error> {
    let sql = format!(
        "SELECT {COLUMNS} FROM users WHERE role = $1 AND ($2 = '' OR registered_by = $2) \
         ORDER BY created_at DESC, id DESC"
    );
    let rows = sqlx::query(&sql)
        .bind(role.as_str())
        .bind(registered_by.unwrap_or_default())
        .fetch_all(pool)
        .await?;
    rows.iter().map(from_row).collect()
}

/// Every user holding one of `roles`, newest first.
pub async fn list_by_roles(pool: &AnyPool, roles: &[Role]) -> Result<Vec<User>, sqlx::Error> {
    let placeholders: Vec<String> = (1..=roles.len()).map(|i| format!("${i}")).collect();
    let sql = format!(
        "SELECT {COLUMNS} FROM users WHERE role IN ({}) ORDER BY created_at DESC, id DESC",
        placeholders.join(", ")
    );
    let mut query = sqlx::query(&sql);
    for role in roles {
        query = query.bind(role.as_str());
    }
    let rows = query.fetch_all(pool).await?;
    rows.iter().map(from_row).collect()
}

/// `text` for a LIKE pattern, its own `%`, `_` and `\` taken literally.
fn escape_like(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            escaped.push('\\');
        }
        escaped.push(c);
    }
    escaped
}

/// Users holding `role` whose id starts or ends with `query` (lists show an id's last characters),
/// or whose names, e-mail or phone contain it
/// (case ignored; a phone typed as `07…` also finds `2547…`), newest first; only those
/// `registered_by` registered when it is given.
pub async fn search_by_role(
    pool: &AnyPool,
    role: Role,
    query: &str,
    registered_by: Option<&str>,
) -> Result<Vec<User>, sqlx::Error> {
    let text = query.trim().to_lowercase();
    let digits = portal_core::forms::normalise_phone(&text);
    let phone = if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        digits.strip_prefix('0').unwrap_or(&digits).to_owned()
    } else {
        text.clone()
    };
    let contains = format!("%{}%", escape_like(&text));
    let sql = format!(
        "SELECT {COLUMNS} FROM users WHERE role = $1 AND (id LIKE $2 ESCAPE '\\' OR id LIKE $5 ESCAPE '\\' \
         OR LOWER(first_name || ' ' || last_name) LIKE $3 ESCAPE '\\' \
         OR email LIKE $3 ESCAPE '\\' OR phone_number LIKE $4 ESCAPE '\\') \
         AND ($6 = '' OR registered_by = $6) ORDER BY created_at DESC, id DESC"
    );
    let rows = sqlx::query(&sql)
        .bind(role.as_str())
        .bind(format!("{}%", escape_like(&text)))
        .bind(contains)
        .bind(format!("%{}%", escape_like(&phone)))
        .bind(format!("%{}", escape_like(&text)))
        .bind(registered_by.unwrap_or_default())
        .fetch_all(pool)
        .await?;
    rows.iter().map(from_row).collect()
}

/// Inserts the user and returns its new id; a taken e-mail or phone is a unique violation.
pub async fn insert<'e>(
    db: impl Executor<'e, Database = Any>,
    user: &NewUser,
    now: i64,
) -> Result<String, sqlx::Error> {
    let id = new_id(now);
    sqlx::query(
        "INSERT INTO users (id, first_name, last_name, email, phone_number, role, password_hash, \
         use_new_onboarding, onboarding_complete, mpesa_phone, active, verified, gender, country, referral, language, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17)",
    )
    .bind(&id)
    .bind(&user.first_name)
    .bind(&user.last_name)
    .bind(normalise_email(&user.email))
    .bind(&user.phone_number)
    .bind(user.role.as_str())
    .bind(&user.password_hash)
    .bind(flag(user.use_new_onboarding))
    .bind(flag(user.onboarding_complete))
    .bind(&user.mpesa_phone)
    .bind(flag(user.active))
    .bind(flag(user.verified))
    .bind(&user.gender)
    .bind(&user.country)
    .bind(&user.referral)
    .bind(Language::default_for_country(user.country.as_deref()).code())
    .bind(now)
    .execute(db)
    .await?;
    Ok(id)
}

/// Which of the e-mail (checked first) and phone already belongs to an account.
pub async fn duplicate_of(
    pool: &AnyPool,
    email: &str,
    phone: Option<&str>,
) -> Result<Option<&'static str>, sqlx::Error> {
    if find_by_email(pool, &normalise_email(email))
        .await?
        .is_some()
    {
        return Ok(Some(DUPLICATE_EMAIL));
    }
    match phone {
        Some(phone) if find_by_phone(pool, phone).await?.is_some() => Ok(Some(DUPLICATE_PHONE)),
        _ => Ok(None),
    }
}

pub async fn set_active<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
    active: bool,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("UPDATE users SET active = $1, updated_at = $2 WHERE id = $3")
        .bind(flag(active))
        .bind(now)
        .bind(id)
        .execute(db)
        .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn set_verified<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET verified = 1, updated_at = $1 WHERE id = $2")
        .bind(now)
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

pub async fn set_password_hash<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
    password_hash: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET password_hash = $1, updated_at = $2 WHERE id = $3")
        .bind(password_hash)
        .bind(now)
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

/// The M-Pesa number a verification charge proved (international form) and its country (ISO code).
pub async fn set_mpesa<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
    mpesa_phone: &str,
    country: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET mpesa_phone = $1, country = $2, updated_at = $3 WHERE id = $4")
        .bind(mpesa_phone)
        .bind(country)
        .bind(now)
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

pub async fn set_gender<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
    gender: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET gender = $1, updated_at = $2 WHERE id = $3")
        .bind(gender)
        .bind(now)
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

/// `url` is where the API serves the photo (`/api/media/<id>`).
pub async fn set_profile_photo<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
    url: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET profile_photo = $1, updated_at = $2 WHERE id = $3")
        .bind(url)
        .bind(now)
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

/// Puts the user on the new onboarding (enrolled in a cohort): its screens replace the old manual one.
pub async fn set_new_onboarding<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET use_new_onboarding = 1, updated_at = $1 WHERE id = $2")
        .bind(now)
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

/// Marks the user's onboarding complete (spec 001 section 4.1: the path is success); false when it
/// was already.
pub async fn set_onboarding_complete<'e>(
    db: impl Executor<'e, Database = Any>,
    id: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE users SET onboarding_complete = 1, updated_at = $1 WHERE id = $2 AND onboarding_complete = 0",
    )
    .bind(now)
    .bind(id)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Brings an existing account back to the given profile (used by the demo data on every start).
pub async fn reset_profile(
    pool: &AnyPool,
    id: &str,
    user: &NewUser,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE users SET first_name = $1, last_name = $2, phone_number = $3, role = $4, password_hash = $5, \
         use_new_onboarding = $6, mpesa_phone = $7, active = $8, verified = $9, updated_at = $10 WHERE id = $11",
    )
    .bind(&user.first_name)
    .bind(&user.last_name)
    .bind(&user.phone_number)
    .bind(user.role.as_str())
    .bind(&user.password_hash)
    .bind(flag(user.use_new_onboarding))
    .bind(&user.mpesa_phone)
    .bind(flag(user.active))
    .bind(flag(user.verified))
    .bind(now)
    .bind(id)
    .execute(pool)
    .await?;
    Ok(())
}

/// A taken e-mail or phone number.
pub fn is_unique_violation(error: &sqlx::Error) -> bool {
    matches!(error, sqlx::Error::Database(db) if db.is_unique_violation())
}

/// The language the user reads messages in (`en`, `sw`).
pub async fn set_language<'e>(
    db: impl Executor<'e, Database = Any>,
    user_id: &str,
    language: Language,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET language = $1, updated_at = $2 WHERE id = $3")
        .bind(language.code())
        .bind(now)
        .bind(user_id)
        .execute(db)
        .await?;
    Ok(())
}
