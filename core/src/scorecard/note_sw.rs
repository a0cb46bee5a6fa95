//! The notes in note_sw.

use super::note::Note;

pub(super) fn text(note: &Note) -> String {
    let _ = note;
    String::new()
}
