//! `POST /media/upload` (spec 001 section 7.1): a file sent whole, for screens and clients that do
//! not send it in parts. It becomes exactly what a finished resumable upload is (the one upload
//! check, stored, recorded as the caller's finished upload of the step's kind), so the steps take
//! its id as they take any upload's. The kind comes from the caller's own folder and the step or
//! question the file is for (`portal_core::onboarding::upload_kinds`).

use std::sync::LazyLock;

use axum::extract::multipart::{MultipartError, MultipartRejection};
use axum::extract::{Multipart, State};
use axum::http::StatusCode;
use axum::Json;
use portal_core::language::Language;
use portal_core::onboarding::accept::FILE_NOT_ACCEPTED;
use portal_core::onboarding::answers::SELECT_FILE;
use portal_core::onboarding::applicant::UNKNOWN_QUESTION;
use portal_core::onboarding::messages::in_language;
use portal_core::onboarding::questions::QuestionType;
use portal_core::onboarding::upload_kinds::{
    answer_file_fits, client_file_kind, may_send_files, Folder, FOLDER_NOT_FOUND,
    QUESTION_TAKES_NO_FILE, UPLOAD_FAILED,
};
use portal_core::resumable::{OPEN_SECONDS, TOO_MANY_UPLOADS};
use portal_core::roles::Role;
use portal_core::uploads::{precheck, sniff, UploadKind, UploadProblem, MAX_VIDEO_BYTES};
use serde::Serialize;
use tokio::sync::Semaphore;
use utoipa::ToSchema;

use super::load::{load, questions, Loaded};
use crate::auth::AuthUser;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::ids::new_id;
use crate::state::AppState;
use crate::uploads::finishing::check_and_finish;
use crate::uploads::limits::{count_start, room_for, too_many};
use crate::uploads::store;
use crate::users::store as users;

/// The largest upload kind's file (the invest video, an applicant's file) and room for the form.
pub const FILE_UPLOAD_BODY_LIMIT: usize = MAX_VIDEO_BYTES + 1024 * 1024;

/// Files sent whole are held in memory while they arrive: four at a time, server-wide (at most
/// 4 × 151 MB); the next is told to try again, the resumable path is not held up.
static RECEIVING: LazyLock<Semaphore> = LazyLock::new(|| Semaphore::new(4));

/// Documents the form only: the handler reads the parts as they stream in.
#[derive(Debug, ToSchema)]
pub struct FileUpload {
    /// The file; its kind is told by its first bytes, never by its name or declared type.
    #[schema(value_type = String, format = Binary)]
    pub file: Vec<u8>,
    /// Ignored: the server names files itself.
    #[serde(rename = "fileName")]
    pub file_name: Option<String>,
    /// One of the caller's own folders: a client's `onboarding.infoFolder` or `investFolder`, an
    /// applicant's `applicant.infoFolder`.
    #[serde(rename = "folderId")]
    pub folder_id: String,
    /// A client's step (`passport`, `kraPin`…) the file is for. Without it: in the invest folder a
    /// video is an `investVideo` upload and anything else an `onboardingImage` (invest image,
    /// logo); in the info folder an `onboardingImageOrPdf` (business bank card, map, signed forms).
    pub step: Option<String>,
    /// An applicant's file question (required for applicants): its accepted types are checked.
    #[serde(rename = "quizId")]
    pub quiz_id: Option<String>,
}

/// The finished upload's id, for `POST /onboarding/{userId}/step` or `POST /applicant/{userId}`.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct FileUploaded {
    pub error: bool,
    pub data: String,
}

#[derive(Default)]
struct Form {
    file: Option<Vec<u8>>,
    folder_id: String,
    step: String,
    quiz_id: String,
}

fn read_error(error: MultipartError, language: Language) -> AppError {
    if error.status() == StatusCode::PAYLOAD_TOO_LARGE {
        AppError::Status {
            status: StatusCode::PAYLOAD_TOO_LARGE,
            message: UploadProblem::TooLarge(UploadKind::ApplicantFile).message(language),
        }
    } else {
        AppError::bad_request(in_language(UPLOAD_FAILED, language))
    }
}

async fn read_form(multipart: &mut Multipart, language: Language) -> AppResult<Form> {
    let mut form = Form::default();
    let failed = |error| read_error(error, language);
    while let Some(field) = multipart.next_field().await.map_err(failed)? {
        let name = field.name().unwrap_or_default().to_owned();
        match name.as_str() {
            "file" => form.file = Some(field.bytes().await.map_err(failed)?.to_vec()),
            "folderId" => form.folder_id = field.text().await.map_err(failed)?,
            "step" => form.step = field.text().await.map_err(failed)?,
            "quizId" => form.quiz_id = field.text().await.map_err(failed)?,
            _ => {}
        }
    }
    Ok(form)
}

/// The upload kind the form names for this person, and (an applicant's) the file's accepted types
/// checked; refusals are core's messages in English.
async fn kind_of(
    state: &AppState,
    loaded: &Loaded,
    form: &Form,
    bytes: &[u8],
) -> AppResult<Result<UploadKind, String>> {
    let enrolment = &loaded.enrolment;
    let folder = form.folder_id.trim();
    let own = |id: &str| !id.is_empty() && id == folder;
    let applicant = enrolment.track == Role::Applicant.as_str();
    let folder = if own(&enrolment.info_folder) {
        Folder::Info
    } else if own(&enrolment.invest_folder) && !applicant {
        Folder::Invest
    } else {
        return Ok(Err(FOLDER_NOT_FOUND.to_owned()));
    };
    if !applicant {
        return Ok(client_file_kind(folder, &form.step, sniff(bytes)).map_err(str::to_owned));
    }
    let questions = questions(state, &loaded.cohort.id).await?;
    let Some(question) = questions.iter().find(|q| q.id == form.quiz_id.trim()) else {
        return Ok(Err(UNKNOWN_QUESTION.to_owned()));
    };
    if question.kind != QuestionType::File {
        return Ok(Err(QUESTION_TAKES_NO_FILE.to_owned()));
    }
    let fits =
        sniff(bytes).is_some_and(|file| answer_file_fits(&question.file_type, file.content_type()));
    if !fits {
        return Ok(Err(FILE_NOT_ACCEPTED.to_owned()));
    }
    Ok(Ok(UploadKind::ApplicantFile))
}

/// Checks the file by its content as the upload kind its folder and step (or question) name,
/// stores it and records it as the caller's finished upload; answers its id. A token is required
/// of everyone, applicants too (the spec's old screens sent none): nothing unauthenticated makes
/// the server receive and decode a file. The resumable uploads' limits apply (uploads open and
/// unused, their bytes together, starts an hour).
#[utoipa::path(
    post,
    path = "/media/upload",
    tag = "onboarding",
    security(("bearer" = [])),
    request_body(content = FileUpload, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "Checked and stored: `data` is the finished upload's id, for the step or answer", body = FileUploaded),
        (status = 400, description = "Before the hub set-up or past the deadline, no file, an unknown step or question, a step in the other folder, a file the kind (or the question) does not take, or one that does not decode ('Upload Failed, Try again' for a form that cannot be read)", body = ErrorBody),
        (status = 401, description = "Sign in to continue", body = ErrorBody),
        (status = 403, description = "Not a client or an applicant", body = ErrorBody),
        (status = 404, description = "Not one of the caller's folders (another's answers the same)", body = ErrorBody),
        (status = 413, description = "Larger than the largest upload (150 MB)", body = ErrorBody),
        (status = 429, description = "Too many uploads open or unused (or too many bytes in them), started this hour, or files being received at once", body = ErrorBody),
    )
)]
pub async fn upload_file(
    State(state): State<AppState>,
    user: AuthUser,
    multipart: Result<Multipart, MultipartRejection>,
) -> AppResult<Json<FileUploaded>> {
    user.require(&[Role::Client, Role::Applicant])?;
    let now = state.now();
    let language = users::find_by_id(&state.pool, &user.user_id)
        .await?
        .ok_or_else(AppError::sign_in)?
        .language;
    let say = |english: &str| in_language(english, language).to_owned();
    let not_found = || AppError::NotFound(say(FOLDER_NOT_FOUND));
    // Someone not on the new onboarding has no folders: any folder is not theirs.
    let Some(loaded) = load(&state, &user.user_id).await? else {
        return Err(not_found());
    };
    may_send_files(loaded.activated(), now, loaded.deadline())
        .map_err(|message| AppError::bad_request(say(message)))?;
    // Everything cheap first: room for one more upload, the hour's starts, a turn to receive.
    room_for(&state, &user.user_id, 1, now).await?;
    count_start(&state, &user.user_id, now).await?;
    let _turn = RECEIVING
        .try_acquire()
        .map_err(|_| too_many(TOO_MANY_UPLOADS))?;
    let mut multipart = multipart.map_err(|_| AppError::bad_request(say(UPLOAD_FAILED)))?;
    let mut form = read_form(&mut multipart, language).await?;
    let bytes = form
        .file
        .take()
        .filter(|bytes| !bytes.is_empty())
        .ok_or_else(|| AppError::bad_request(say(SELECT_FILE)))?;
    let kind = match kind_of(&state, &loaded, &form, &bytes).await? {
        Ok(kind) => kind,
        Err(message) if message == FOLDER_NOT_FOUND => return Err(not_found()),
        Err(message) => return Err(AppError::bad_request(say(&message))),
    };
    if !kind.may_upload(user.role) {
        return Err(AppError::no_access());
    }
    // Core's kind and size check before anything is recorded; the decode comes with the finish.
    precheck(kind, &bytes).map_err(|problem| AppError::bad_request(problem.message(language)))?;
    let size = i64::try_from(bytes.len()).unwrap_or(i64::MAX);
    room_for(&state, &user.user_id, size, now).await?;
    let upload_id = new_id(now);
    if !store::insert_whole(
        &state.pool,
        &upload_id,
        &user.user_id,
        kind,
        size,
        now,
        now + OPEN_SECONDS,
    )
    .await?
    {
        return Err(AppError::internal("a new upload id was taken"));
    }
    check_and_finish(&state, &upload_id, kind, bytes, language, now).await?;
    Ok(Json(FileUploaded {
        error: false,
        data: upload_id,
    }))
}
