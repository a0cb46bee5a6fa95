//! The notes in note_en.

use super::note::Note;

pub(super) fn text(note: &Note) -> String {
    let _ = note;
    String::new()
}
