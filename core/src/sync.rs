//! The rules of the offline engine's sync protocol, for every entity a feature keeps offline (see
//! docs/sync.md): each install numbers its changes 1, 2, 3… without gaps and the server applies them
//! in that order, once each; an entity lives in a scope (a business's or a user's) and has a
//! conflict rule that says what a change may do to the saved version.

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
/// so a record written on one phone cannot vanish because of another.
pub const OP_PUT: &str = "put";

pub const UNKNOWN_ENTITY: &str = "This kind of record is not known";
pub const UNKNOWN_OP: &str = "This kind of change is not known";
pub const RECORD_ID_MISMATCH: &str = "The record's id does not match its change";
pub const EVENT_CANNOT_CHANGE: &str = "This was recorded once and cannot be changed";
pub const RECORD_OF_SOMEONE_ELSE: &str = "This record belongs to someone else";
pub const MAY_NOT_CHANGE: &str = "You may not change this kind of record";
pub const BAD_CURSORS: &str =
    "cursors must be scope:number pairs separated by commas, such as business:12,user:3";

/// Whose data an entity is: one business's (shared by everyone who keeps its books) or one user's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Scope {
    Business,
    User,
}

impl Scope {
    /// In the order a push takes their change counters (always the same, so two pushes never wait
    /// for each other in a circle).
    pub const ALL: [Scope; 2] = [Scope::Business, Scope::User];

    pub fn name(self) -> &'static str {
        match self {
            Scope::Business => "business",
            Scope::User => "user",
        }
    }

    pub fn parse(name: &str) -> Option<Scope> {
        Scope::ALL.into_iter().find(|scope| scope.name() == name)
    }
}

/// What a later change may do to a saved record of an entity.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConflictRule {
    /// Records: each put replaces the whole record; the last one in the server's order wins.
    ServerOrder,
    /// Events: created once and never changed (a message sent, an answer given).
    AppendOnly,
}

impl ConflictRule {
    pub fn name(self) -> &'static str {
        match self {
            ConflictRule::ServerOrder => "serverOrder",
            ConflictRule::AppendOnly => "appendOnly",
        }
    }

    pub fn parse(name: &str) -> Option<ConflictRule> {
        [ConflictRule::ServerOrder, ConflictRule::AppendOnly]
            .into_iter()
            .find(|rule| rule.name() == name)
    }
}

/// What is saved under a put's id, seen from the put.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Saved {
    Nothing,
    /// The very same record (the same event sent again).
    Same,
    /// Another version.
    Different,
}

/// What a put does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PutStep {
    /// Write it, with a new change number.
    Write,
    /// Nothing to write: it is saved already.
    Unchanged,
}

/// The conflict rule applied to one put against what is saved; the message refuses it.
pub fn put_step(rule: ConflictRule, saved: Saved) -> Result<PutStep, &'static str> {
    match (rule, saved) {
        (ConflictRule::ServerOrder, _) | (ConflictRule::AppendOnly, Saved::Nothing) => {
            Ok(PutStep::Write)
        }
        (ConflictRule::AppendOnly, Saved::Same) => Ok(PutStep::Unchanged),
        (ConflictRule::AppendOnly, Saved::Different) => Err(EVENT_CANNOT_CHANGE),
    }
}

/// The parts of a mutation every entity checks alike: the op, and the id the change names is the
/// record's own.
pub fn check_mutation(op: &str, id: &str, record_id: Option<&str>) -> Result<(), &'static str> {
    if op != OP_PUT {
        return Err(UNKNOWN_OP);
    }
    if record_id != Some(id) {
        return Err(RECORD_ID_MISMATCH);
    }
    Ok(())
}

/// Reads a pull's `cursors` (`business:12,user:3`): the last change number the phone has of each
/// scope; a scope left out is at 0.
pub fn parse_cursors(text: &str) -> Result<Vec<(Scope, i64)>, &'static str> {
    let mut cursors: Vec<(Scope, i64)> = Vec::new();
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (scope, number) = part.split_once(':').ok_or(BAD_CURSORS)?;
        let scope = Scope::parse(scope.trim()).ok_or(BAD_CURSORS)?;
        let number = number
            .trim()
            .parse::<i64>()
            .ok()
            .filter(|n| *n >= 0)
            .ok_or(BAD_CURSORS)?;
        if cursors.iter().any(|(seen, _)| *seen == scope) {
            return Err(BAD_CURSORS);
        }
        cursors.push((scope, number));
    }
    Ok(cursors)
}

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

    #[test]
    fn records_take_the_last_write_and_events_are_written_once() {
        for saved in [Saved::Nothing, Saved::Same, Saved::Different] {
            assert_eq!(
                put_step(ConflictRule::ServerOrder, saved),
                Ok(PutStep::Write)
            );
        }
        assert_eq!(
            put_step(ConflictRule::AppendOnly, Saved::Nothing),
            Ok(PutStep::Write)
        );
        assert_eq!(
            put_step(ConflictRule::AppendOnly, Saved::Same),
            Ok(PutStep::Unchanged)
        );
        assert_eq!(
            put_step(ConflictRule::AppendOnly, Saved::Different),
            Err(EVENT_CANNOT_CHANGE)
        );
    }

    #[test]
    fn a_mutation_is_a_put_of_the_record_it_names() {
        let id = "65f0a1b2c3d4e5f6a7b8c9d0";
        assert_eq!(check_mutation("put", id, Some(id)), Ok(()));
        assert_eq!(check_mutation("delete", id, Some(id)), Err(UNKNOWN_OP));
        assert_eq!(
            check_mutation("put", id, Some("65f0a1b2c3d4e5f6a7b8c9d1")),
            Err(RECORD_ID_MISMATCH)
        );
        assert_eq!(check_mutation("put", id, None), Err(RECORD_ID_MISMATCH));
    }

    #[test]
    fn names_read_back() {
        for scope in Scope::ALL {
            assert_eq!(Scope::parse(scope.name()), Some(scope));
        }
        for rule in [ConflictRule::ServerOrder, ConflictRule::AppendOnly] {
            assert_eq!(ConflictRule::parse(rule.name()), Some(rule));
        }
        assert_eq!(Scope::parse("cohort"), None);
    }

    #[test]
    fn cursors_of_each_scope() {
        assert_eq!(parse_cursors(""), Ok(vec![]));
        assert_eq!(
            parse_cursors("business:12, user:0"),
            Ok(vec![(Scope::Business, 12), (Scope::User, 0)])
        );
        assert_eq!(parse_cursors("user:3"), Ok(vec![(Scope::User, 3)]));
        for bad in [
            "12",
            "business:-1",
            "business:x",
            "team:1",
            "user:1,user:2",
            "business",
        ] {
            assert_eq!(parse_cursors(bad), Err(BAD_CURSORS), "{bad}");
        }
    }
}
