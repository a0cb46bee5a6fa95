//! The audit trail: who signed in, failed to, changed a password, invited or created whom, from where
//! and when.

use sqlx::{Any, Executor};

use crate::ids::new_id;

pub const SIGNIN: &str = "signin";
pub const SIGNIN_FAILED: &str = "signin_failed";
pub const SIGNIN_RATE_LIMITED: &str = "signin_rate_limited";
pub const LOGOUT: &str = "logout";
pub const PASSWORD_CHANGED: &str = "password_changed";
pub const PASSWORD_RESET_REQUESTED: &str = "password_reset_requested";
pub const PASSWORD_RESET: &str = "password_reset";
pub const OTP_VERIFIED: &str = "otp_verified";
pub const INVITATION_CREATED: &str = "invitation_created";
pub const INVITATION_ACCEPTED: &str = "invitation_accepted";
pub const STAFF_CREATED: &str = "staff_created";
pub const ACCOUNT_CREATED: &str = "account_created";
pub const USER_DEACTIVATED: &str = "user_deactivated";
pub const USER_ACTIVATED: &str = "user_activated";
pub const MPESA_VERIFIED: &str = "mpesa_verified";
pub const DETAILS_UPDATED: &str = "details_updated";
pub const IDENTITY_UPLOADED: &str = "identity_uploaded";
pub const PAYMENT_REVIEW_APPLIED: &str = "payment_review_applied";
pub const PAYMENT_REVIEW_DISMISSED: &str = "payment_review_dismissed";
pub const ONBOARDING_SET_UP: &str = "onboarding_set_up";
pub const ONBOARDING_SUBMITTED: &str = "onboarding_submitted";
pub const ONBOARDING_APPROVED: &str = "onboarding_approved";
pub const ONBOARDING_REJECTED: &str = "onboarding_rejected";
pub const ONBOARDING_ENROLLED: &str = "onboarding_enrolled";
pub const COHORT_SAVED: &str = "cohort_saved";
pub const SURVEY_SUBMITTED: &str = "survey_submitted";
pub const SURVEY_UPLOADED: &str = "survey_uploaded";
pub const SURVEY_WINDOW_CHANGED: &str = "survey_window_changed";
pub const PLAYBOOK_PAIRED: &str = "playbook_paired";
pub const PLAYBOOK_ASSIGNED: &str = "playbook_assigned";
pub const PLAYBOOK_UNASSIGNED: &str = "playbook_unassigned";
pub const PLAYBOOK_TOOL_TICKED: &str = "playbook_tool_ticked";
pub const PLAYBOOK_TASK_SET: &str = "playbook_task_set";
pub const PLAYBOOK_REPLIED: &str = "playbook_replied";
pub const PLAYBOOK_FEEDBACK: &str = "playbook_feedback";
pub const PLAYBOOK_CONTENT_SAVED: &str = "playbook_content_saved";
pub const PLAYBOOK_CONTENT_REMOVED: &str = "playbook_content_removed";
pub const INVEST_PROFILE_CREATED: &str = "invest_profile_created";
pub const INVEST_PROFILE_UPDATED: &str = "invest_profile_updated";
pub const SCORECARD_SHEET_SAVED: &str = "scorecard_sheet_saved";
pub const SCORECARD_THRESHOLDS_SAVED: &str = "scorecard_thresholds_saved";
pub const SCORECARD_COMPUTED: &str = "scorecard_computed";

pub struct Event<'a> {
    /// Who acted (None for an unknown e-mail).
    pub user_id: Option<&'a str>,
    pub kind: &'a str,
    pub detail: &'a str,
    pub ip: Option<&'a str>,
}

/// Records on the pool, or inside the transaction of the change it describes.
pub async fn record<'e>(
    db: impl Executor<'e, Database = Any>,
    now: i64,
    event: Event<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO audit_events (id, user_id, kind, detail, ip, created_at) VALUES ($1, $2, $3, $4, $5, $6)")
        .bind(new_id(now))
        .bind(event.user_id)
        .bind(event.kind)
        .bind(event.detail)
        .bind(event.ip)
        .bind(now)
        .execute(db)
        .await?;
    Ok(())
}
