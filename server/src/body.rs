//! `JsonOrForm`: a body sent as JSON or as an HTML form (the old business-data API took forms).

use axum::extract::{FromRequest, Request};
use axum::http::header::CONTENT_TYPE;
use axum::Form;
use serde::de::DeserializeOwned;

use crate::error::{ApiJson, AppError};

pub const UNREADABLE_FORM: &str = "The form could not be read";

#[derive(Debug, Clone, Copy, Default)]
pub struct JsonOrForm<T>(pub T);

impl<S, T> FromRequest<S> for JsonOrForm<T>
where
    S: Send + Sync,
    T: DeserializeOwned,
{
    type Rejection = AppError;

    async fn from_request(request: Request, state: &S) -> Result<JsonOrForm<T>, AppError> {
        let is_form = request
            .headers()
            .get(CONTENT_TYPE)
            .and_then(|value| value.to_str().ok())
            .is_some_and(|value| value.starts_with("application/x-www-form-urlencoded"));
        if is_form {
            let Form(value) = Form::<T>::from_request(request, state)
                .await
                .map_err(|_| AppError::bad_request(UNREADABLE_FORM))?;
            Ok(JsonOrForm(value))
        } else {
            let ApiJson(value) = ApiJson::<T>::from_request(request, state).await?;
            Ok(JsonOrForm(value))
        }
    }
}
