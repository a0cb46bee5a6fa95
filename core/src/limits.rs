//! How often sign-in and password-reset may be tried before the server asks the caller to wait.

pub const SIGNIN_FAILURES_PER_ACCOUNT: i64 = 5;
pub const SIGNIN_FAILURES_PER_IP: i64 = 20;
pub const SIGNIN_WINDOW_SECONDS: i64 = 15 * 60;
pub const TOO_MANY_SIGNIN_ATTEMPTS: &str = "Too many attempts, try again in 15 minutes";

pub const RESET_REQUESTS_PER_ACCOUNT: i64 = 3;
pub const RESET_REQUESTS_PER_IP: i64 = 20;
pub const RESET_WINDOW_SECONDS: i64 = 60 * 60;
pub const TOO_MANY_RESET_REQUESTS: &str = "Too many attempts, try again in an hour";
