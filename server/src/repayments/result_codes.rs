//! What a Daraja result code makes of a payment request.

use crate::payments::{RESULT_CANCELLED, RESULT_SUCCESS, RESULT_TIMEOUT};

/// Where a request ends for a Daraja result code.
pub fn request_status(result_code: i64) -> &'static str {
    match result_code {
        RESULT_SUCCESS => "paid",
        RESULT_CANCELLED => "cancelled",
        RESULT_TIMEOUT => "timeout",
        _ => "failed",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn result_codes() {
        assert_eq!(request_status(0), "paid");
        assert_eq!(request_status(1032), "cancelled");
        assert_eq!(request_status(1037), "timeout");
        assert_eq!(request_status(1), "failed");
        assert_eq!(request_status(2001), "failed");
    }
}
