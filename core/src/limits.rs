//! How often sign-in and password-reset may be tried before the server asks the caller to wait.

/// Failed sign-ins of one account from one address; then that address waits for that account.
pub const SIGNIN_FAILURES_PER_ACCOUNT_AND_IP: i64 = 5;
pub const SIGNIN_FAILURES_PER_IP: i64 = 20;
/// Failed sign-ins of one account from every address together: high, so that locking someone out
/// takes many addresses, not one.
pub const SIGNIN_FAILURES_PER_ACCOUNT: i64 = 50;
pub const SIGNIN_WINDOW_SECONDS: i64 = 15 * 60;
pub const TOO_MANY_SIGNIN_ATTEMPTS: &str = "Too many attempts, try again in 15 minutes";

/// Reset codes asked for one account from one address, from one address, and for one account.
pub const RESET_REQUESTS_PER_ACCOUNT_AND_IP: i64 = 3;
pub const RESET_REQUESTS_PER_IP: i64 = 20;
pub const RESET_REQUESTS_PER_ACCOUNT: i64 = 10;
pub const RESET_WINDOW_SECONDS: i64 = 60 * 60;
pub const TOO_MANY_RESET_REQUESTS: &str = "Too many attempts, try again in an hour";

/// Tries of a one-time code (verifying an account, resetting a password), counted before the code
/// is looked at: three codes of five tries for one account, and a few accounts' worth per address.
pub const CODE_TRIES_PER_ACCOUNT: i64 = 15;
pub const CODE_TRIES_PER_IP: i64 = 30;
pub const CODE_TRIES_WINDOW_SECONDS: i64 = 60 * 60;
pub const TOO_MANY_CODE_TRIES: &str = TOO_MANY_RESET_REQUESTS;

/// Accounts asked for from an invitation (each hashes a password), per address and per e-mail.
pub const ONBOARDING_TRIES_PER_IP: i64 = 20;
pub const ONBOARDING_TRIES_PER_ACCOUNT: i64 = 10;
pub const ONBOARDING_WINDOW_SECONDS: i64 = 60 * 60;
pub const TOO_MANY_ONBOARDING_TRIES: &str = TOO_MANY_RESET_REQUESTS;
