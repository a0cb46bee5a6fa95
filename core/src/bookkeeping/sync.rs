//! The order rules of the sync protocol (DESIGN.md, "Sync protocol"): each install numbers its
//! changes 1, 2, 3… without gaps; the server applies them in that order, once each.

/// What the server does with a mutation, given the last sequence number it applied for that install.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeqStep {
    /// Already applied (a retry after a lost answer, or a second tab's push): skip it.
    AlreadyApplied,
    /// The next one: apply it.
    Apply,
    /// One or more before it have not arrived: stop here and wait for them.
    Gap,
}

pub fn seq_step(last_applied: i64, seq: i64) -> SeqStep {
    if seq <= last_applied {
        SeqStep::AlreadyApplied
    } else if seq == last_applied + 1 {
        SeqStep::Apply
    } else {
        SeqStep::Gap
    }
}

/// The most mutations one push may carry, and the most changes one pull page returns.
pub const MAX_PUSH_MUTATIONS: usize = 1000;
pub const DEFAULT_PULL_PAGE: usize = 500;
pub const MAX_PULL_PAGE: usize = 1000;

/// The page size to use for a pull that asked for `requested` (None: the default).
pub fn pull_page_size(requested: Option<usize>) -> usize {
    requested
        .unwrap_or(DEFAULT_PULL_PAGE)
        .clamp(1, MAX_PULL_PAGE)
}

/// The mutation ops: a put writes the whole record (create or update); records are never deleted,
/// so a sale recorded on one phone cannot vanish because of another.
pub const OP_PUT: &str = "put";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn in_order_once_each() {
        assert_eq!(seq_step(0, 1), SeqStep::Apply);
        assert_eq!(seq_step(4, 5), SeqStep::Apply);
        assert_eq!(seq_step(5, 5), SeqStep::AlreadyApplied);
        assert_eq!(seq_step(5, 2), SeqStep::AlreadyApplied);
        assert_eq!(seq_step(5, 7), SeqStep::Gap);
        assert_eq!(pull_page_size(None), 500);
        assert_eq!(pull_page_size(Some(0)), 1);
        assert_eq!(pull_page_size(Some(5000)), 1000);
    }
}
