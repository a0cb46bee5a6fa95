//! A page's content stream: the few drawing operators the writer uses, with numbers written to a
//! thousandth of a point. Written here rather than with `pdf_writer::Content` because that one
//! links the standard library's float formatting (about 8 KB of the WASM package, gzip).

use super::page::Rgb;

#[derive(Debug, Default)]
pub(super) struct Ops(Vec<u8>);

impl Ops {
    pub(super) fn into_bytes(self) -> Vec<u8> {
        self.0
    }

    /// `value` rounded to a thousandth, without trailing zeros or an exponent ("12.5", "-0.059").
    fn number(&mut self, value: f32) {
        let thousandths = (f64::from(value) * 1000.0).round() as i64;
        if thousandths < 0 {
            self.0.push(b'-');
        }
        let magnitude = thousandths.unsigned_abs();
        self.digits(magnitude / 1000);
        let mut fraction = magnitude % 1000;
        if fraction != 0 {
            self.0.push(b'.');
            let mut scale = 100;
            while fraction != 0 {
                self.0.push(b'0' + (fraction / scale) as u8);
                fraction %= scale;
                scale /= 10;
            }
        }
        self.0.push(b' ');
    }

    fn digits(&mut self, value: u64) {
        if value >= 10 {
            self.digits(value / 10);
        }
        self.0.push(b'0' + (value % 10) as u8);
    }

    fn op(&mut self, operator: &str) {
        self.0.extend_from_slice(operator.as_bytes());
        self.0.push(b'\n');
    }

    fn colour(&mut self, colour: Rgb) {
        for part in [colour.0, colour.1, colour.2] {
            self.number(f32::from(part) / 255.0);
        }
        self.op("rg");
    }

    /// `text` (already in the font's encoding) with its baseline starting at (`x`, `y`).
    pub(super) fn text(
        &mut self,
        font: &[u8],
        size: f32,
        x: f32,
        y: f32,
        colour: Rgb,
        text: &[u8],
    ) {
        let coloured = colour != Rgb::BLACK;
        if coloured {
            self.op("q");
            self.colour(colour);
        }
        self.op("BT");
        self.0.push(b'/');
        self.0.extend_from_slice(font);
        self.0.push(b' ');
        self.number(size);
        self.op("Tf");
        self.number(x);
        self.number(y);
        self.op("Td");
        self.0.push(b'(');
        for &byte in text {
            if matches!(byte, b'(' | b')' | b'\\') {
                self.0.push(b'\\');
            }
            self.0.push(byte);
        }
        self.0.extend_from_slice(b") ");
        self.op("Tj");
        self.op("ET");
        if coloured {
            self.op("Q");
        }
    }

    /// A straight line `width` points thick.
    pub(super) fn line(&mut self, width: f32, from: (f32, f32), to: (f32, f32)) {
        self.number(width);
        self.op("w");
        self.number(from.0);
        self.number(from.1);
        self.op("m");
        self.number(to.0);
        self.number(to.1);
        self.op("l");
        self.op("S");
    }

    /// A filled box with its bottom-left corner at (`x`, `y`).
    pub(super) fn fill_rect(&mut self, x: f32, y: f32, width: f32, height: f32, colour: Rgb) {
        self.op("q");
        self.colour(colour);
        for value in [x, y, width, height] {
            self.number(value);
        }
        self.op("re");
        self.op("f");
        self.op("Q");
    }

    /// The image XObject `name` drawn `width` by `height` points, its bottom-left corner at (`x`, `y`).
    pub(super) fn image(&mut self, name: &[u8], x: f32, y: f32, width: f32, height: f32) {
        self.op("q");
        for value in [width, 0.0, 0.0, height, x, y] {
            self.number(value);
        }
        self.op("cm");
        self.0.push(b'/');
        self.0.extend_from_slice(name);
        self.op(" Do");
        self.op("Q");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(draw: impl FnOnce(&mut Ops)) -> String {
        let mut ops = Ops::default();
        draw(&mut ops);
        String::from_utf8(ops.into_bytes()).expect("ASCII")
    }

    #[test]
    fn numbers_are_plain_decimals_to_a_thousandth() {
        let numbers = written(|ops| {
            for value in [0.0, 12.5, -3.25, 0.0004, 0.0588, 842.0, 1e9, -0.5] {
                ops.number(value);
            }
        });
        assert_eq!(numbers, "0 12.5 -3.25 0 0.059 842 1000000000 -0.5 ");
    }

    #[test]
    fn text_is_escaped_and_coloured_text_keeps_the_colour_to_itself() {
        let ops = written(|ops| ops.text(b"F2", 8.0, 40.5, 700.0, Rgb::WHITE, b"(a\\b)"));
        assert_eq!(
            ops,
            "q\n1 1 1 rg\nBT\n/F2 8 Tf\n40.5 700 Td\n(\\(a\\\\b\\)) Tj\nET\nQ\n"
        );
    }
}
