//! Topic reviews (lms_reviews): a trainee's rating and comment on a topic.

use sqlx::{Any, AnyConnection, Executor, Row};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Review {
    pub id: String,
    pub topic_id: String,
    pub trainee_id: String,
    pub rating: i64,
    pub comment: String,
    pub created_at: i64,
}

/// A topic's reviews by one trainee, or by every trainee, newest first.
pub async fn of_topic<'e>(
    db: impl Executor<'e, Database = Any>,
    topic_id: &str,
    trainee_id: Option<&str>,
) -> Result<Vec<Review>, sqlx::Error> {
    sqlx::query(
        "SELECT id, topic_id, trainee_id, rating, comment, created_at FROM lms_reviews \
         WHERE topic_id = $1 AND ($2 = '' OR trainee_id = $2) ORDER BY created_at DESC, id DESC",
    )
    .bind(topic_id)
    .bind(trainee_id.unwrap_or(""))
    .fetch_all(db)
    .await?
    .iter()
    .map(|row| {
        Ok(Review {
            id: row.try_get("id")?,
            topic_id: row.try_get("topic_id")?,
            trainee_id: row.try_get("trainee_id")?,
            rating: row.try_get("rating")?,
            comment: row.try_get("comment")?,
            created_at: row.try_get("created_at")?,
        })
    })
    .collect()
}

/// Stores the review; false when the trainee stored this submission id already.
pub async fn insert(
    conn: &mut AnyConnection,
    r: &Review,
    submission: Option<&str>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO lms_reviews (id, topic_id, trainee_id, rating, comment, submission_id, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING",
    )
    .bind(&r.id)
    .bind(&r.topic_id)
    .bind(&r.trainee_id)
    .bind(r.rating)
    .bind(&r.comment)
    .bind(submission)
    .bind(r.created_at)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}
