//! The server's integration tests, one binary: the real server over real HTTP, on SQLite and, when
//! `TEST_DATABASE_URL` is set, on PostgreSQL. One binary links once, where one per file linked
//! thirty times.

mod common;
mod repayments_setup;

mod amount_bounds;
mod api;
mod banks;
mod bookkeeping_records;
mod demo;
mod gateway_access;
mod gateway_read;
mod gateway_sync;
mod gateway_write;
mod headers;
mod identity;
mod invest;
mod invitations;
mod language;
mod layout;
mod lms;
mod loans_apply;
mod loans_disburse;
mod loans_funds;
mod loans_lifecycle;
mod loans_staff;
mod not_yours;
mod onboarding;
mod onboarding_forms;
mod otp;
mod outbox;
mod password_work;
mod passwords;
mod payment_reviews;
mod playbook;
mod production;
mod production_shape;
mod profile;
mod rate_limits;
mod repayments;
mod repayments_daraja;
mod repayments_once;
mod request_log;
mod signup;
mod staff;
mod staff_visibility;
mod static_files;
mod stats;
mod storage;
mod survey;
mod sync_property;
mod sync_pull;
mod sync_push;
mod sync_scopes;
mod upload_content;
mod uploads;
