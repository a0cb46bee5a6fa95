//! Text in the standard Helvetica fonts: its WinAnsi bytes, its width, and lines wrapped to a width.
//!
//! The fonts are two of the fourteen every PDF reader has, so nothing is embedded; they draw
//! WinAnsi (Latin-1 and a few typographic marks). Other Latin letters lose their accents (`ō` is
//! written `o`, `ł` `l`, `ș` `s`), combining accents are dropped, odd spaces and dashes become their
//! plain kind, and anything else (another script, an emoji) is written `?`.

/// The two faces used: Helvetica and Helvetica-Bold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Font {
    Regular,
    Bold,
}

/// Advance widths (thousandths of the font size) of WinAnsi bytes 0x20..=0xFF, from Adobe's metrics
/// of the standard fonts; 0 for the five bytes WinAnsi leaves undefined (never written).
#[rustfmt::skip]
const HELVETICA: [u16; 224] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, 0,
    556, 0, 222, 556, 333, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0,
    0, 222, 222, 333, 333, 350, 556, 1000, 333, 1000, 500, 333, 944, 0, 500, 667,
    278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 333,
    400, 584, 333, 333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611,
    667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278,
    722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,
    556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
];

#[rustfmt::skip]
const HELVETICA_BOLD: [u16; 224] = [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
    975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
    333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584, 0,
    556, 0, 278, 556, 500, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0,
    0, 278, 278, 500, 500, 350, 556, 1000, 333, 1000, 556, 333, 944, 0, 500, 667,
    278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556, 584, 333, 737, 333,
    400, 584, 333, 333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611,
    722, 722, 722, 722, 722, 722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278,
    722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,
    556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278,
    611, 611, 611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556,
];

/// The unaccented letter of each of U+0100..=U+017F (Latin Extended-A). The few of them WinAnsi
/// has (Œ œ Š š Ÿ Ž ž) are matched before this table is read.
const LATIN_EXTENDED_A: &[u8; 128] = b"AaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHhHhIiIiIiIiIiIiJjKkkLlLlLlLlLlNnNnNnnNnOoOoOoOoRrRrRrSsSsSsSsTtTtTtUuUuUuUuUuUuWwYyYZzZzZzs";

/// The WinAnsi byte that draws `c`; None for a combining accent, which is left out.
pub fn win_ansi(c: char) -> Option<u8> {
    let byte = match c {
        ' '..='~' | '\u{a0}'..='\u{ff}' => c as u8,
        '€' => 0x80,
        '‚' => 0x82,
        'ƒ' => 0x83,
        '„' => 0x84,
        '…' => 0x85,
        '†' => 0x86,
        '‡' => 0x87,
        'ˆ' => 0x88,
        '‰' => 0x89,
        'Š' => 0x8a,
        '‹' => 0x8b,
        'Œ' => 0x8c,
        'Ž' => 0x8e,
        '‘' | '‛' | '′' => 0x91,
        '’' => 0x92,
        '“' | '‟' | '″' => 0x93,
        '”' => 0x94,
        '•' => 0x95,
        '–' | '‒' => 0x96,
        '—' | '―' => 0x97,
        '˜' => 0x98,
        '™' => 0x99,
        'š' => 0x9a,
        '›' => 0x9b,
        'œ' => 0x9c,
        'ž' => 0x9e,
        'Ÿ' => 0x9f,
        '\u{300}'..='\u{36f}' => return None,
        '\u{100}'..='\u{17f}' => LATIN_EXTENDED_A[c as usize - 0x100],
        'Ș' => b'S',
        'ș' => b's',
        'Ț' => b'T',
        'ț' => b't',
        '‐' | '‑' | '−' => b'-',
        '\u{2000}'..='\u{200a}' | '\u{202f}' | '\u{205f}' | '\u{3000}' => b' ',
        c if c.is_control() => b' ',
        _ => b'?',
    };
    Some(byte)
}

/// `text` as the bytes a WinAnsi font draws (see the module's note for what is replaced).
pub fn encode(text: &str) -> Vec<u8> {
    text.chars().filter_map(win_ansi).collect()
}

fn units(c: char, font: Font) -> u32 {
    let widths = match font {
        Font::Regular => &HELVETICA,
        Font::Bold => &HELVETICA_BOLD,
    };
    win_ansi(c).map_or(0, |byte| u32::from(widths[usize::from(byte) - 0x20]))
}

/// The width of `text` in points, as drawn at `size` in `font`.
pub fn text_width(text: &str, size: f32, font: Font) -> f32 {
    let units: u32 = text.chars().map(|c| units(c, font)).sum();
    units as f32 * size / 1000.0
}

/// `text` broken into lines no wider than `width`: at its own line breaks, between words, and
/// inside a word too long for a line. Each line is a slice of `text` (spaces inside a line kept);
/// an empty text, or an empty line of it, gives an empty line.
pub fn wrap(text: &str, width: f32, size: f32, font: Font) -> Vec<&str> {
    let mut lines = Vec::new();
    for paragraph in text.split('\n') {
        wrap_paragraph(paragraph, width, size, font, &mut lines);
    }
    lines
}

fn wrap_paragraph<'a>(text: &'a str, width: f32, size: f32, font: Font, lines: &mut Vec<&'a str>) {
    let before = lines.len();
    // The line being filled: its start and end in `text`, and its width.
    let mut line: Option<(usize, usize, f32)> = None;
    for (start, end) in words(text) {
        let word = &text[start..end];
        let word_width = text_width(word, size, font);
        if let Some((line_start, line_end, line_width)) = line {
            let joined = line_width + text_width(&text[line_end..start], size, font) + word_width;
            if joined <= width {
                line = Some((line_start, end, joined));
                continue;
            }
            lines.push(&text[line_start..line_end]);
        }
        line = Some(if word_width <= width {
            (start, end, word_width)
        } else {
            let (rest, rest_width) = break_word(word, width, size, font, lines);
            (end - rest.len(), end, rest_width)
        });
    }
    match line {
        Some((start, end, _)) => lines.push(&text[start..end]),
        None if lines.len() == before => lines.push(""),
        None => {}
    }
}

/// Pushes all but the last piece of a word too wide for a line; returns the last piece and its width.
fn break_word<'a>(
    word: &'a str,
    width: f32,
    size: f32,
    font: Font,
    lines: &mut Vec<&'a str>,
) -> (&'a str, f32) {
    let mut start = 0;
    let mut filled = 0.0;
    for (at, c) in word.char_indices() {
        let advance = units(c, font) as f32 * size / 1000.0;
        if filled + advance > width && at > start {
            lines.push(&word[start..at]);
            start = at;
            filled = 0.0;
        }
        filled += advance;
    }
    (&word[start..], filled)
}

/// The byte ranges of the words of `text` (runs of non-white-space).
fn words(text: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    let mut chars = text.char_indices().peekable();
    std::iter::from_fn(move || {
        while chars.next_if(|(_, c)| c.is_whitespace()).is_some() {}
        let (start, _) = *chars.peek()?;
        let mut end = start;
        while let Some((at, c)) = chars.next_if(|(_, c)| !c.is_whitespace()) {
            end = at + c.len_utf8();
        }
        Some((start, end))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latin_1_is_kept_and_other_latin_letters_lose_their_accents() {
        assert_eq!(encode("Café Señora"), b"Caf\xe9 Se\xf1ora");
        assert_eq!(encode("Łódź Ōsaka Ștefan ğ"), b"L\xf3dz Osaka Stefan g");
        assert_eq!(
            encode("Œuvre – “hi” €5 ™"),
            b"\x8cuvre \x96 \x93hi\x94 \x805 \x99"
        );
        // 'e' followed by a combining acute accent: the accent is left out.
        assert_eq!(encode("Cafe\u{301}"), b"Cafe");
        assert_eq!(encode("1\u{202f}000\u{2212}5"), b"1 000-5");
        assert_eq!(encode("日本 🙂 Ωmega"), b"?? ? ?mega");
        assert_eq!(encode("a\tb\u{85}c"), b"a b c");
    }

    #[test]
    fn widths_follow_the_font_metrics() {
        assert_eq!(text_width("0123456789", 10.0, Font::Regular), 55.6);
        assert_eq!(text_width("Ksh", 1000.0, Font::Regular), 1_723.0);
        assert_eq!(text_width("Ksh", 1000.0, Font::Bold), 1_889.0);
        assert!(
            text_width("WWW", 9.0, Font::Regular) > text_width("iii", 9.0, Font::Regular) * 3.0
        );
        assert_eq!(
            text_width("é", 10.0, Font::Regular),
            text_width("e", 10.0, Font::Regular)
        );
        assert_eq!(
            text_width("ō", 10.0, Font::Bold),
            text_width("o", 10.0, Font::Bold)
        );
    }

    #[test]
    fn wrapping_breaks_between_words_at_line_breaks_and_inside_long_words() {
        let size = 10.0;
        let width = text_width("Mama Mboga", size, Font::Regular) + 0.1;
        assert_eq!(
            wrap("Mama Mboga sells  fresh greens", width, size, Font::Regular),
            ["Mama Mboga", "sells  fresh", "greens"]
        );
        assert_eq!(
            wrap("one\ntwo\n\nthree", 100.0, size, Font::Regular),
            ["one", "two", "", "three"]
        );
        assert_eq!(wrap("", 100.0, size, Font::Regular), [""]);
        assert_eq!(wrap("   ", 100.0, size, Font::Regular), [""]);
        let id = "674000000102030405060708";
        let ten_digits = text_width("0000000000", size, Font::Regular) + 0.1;
        let lines = wrap(id, ten_digits, size, Font::Regular);
        assert_eq!(lines, ["6740000001", "0203040506", "0708"]);
        // A piece of a long word starts a line that later words may join.
        let text = format!("{id} ok");
        let lines = wrap(&text, ten_digits, size, Font::Regular);
        assert_eq!(lines, ["6740000001", "0203040506", "0708 ok"]);
        // Never loops, even narrower than one letter.
        assert_eq!(wrap("abc", 1.0, size, Font::Regular), ["a", "b", "c"]);
    }
}
