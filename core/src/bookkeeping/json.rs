//! A record's JSON text read into its fields and written from them, without serde_json's parser
//! and serializer, whose generic code was a third of the phones' bookkeeping download.
//!
//! It reads what serde_json reading the records read, step for step (the same records, the same
//! messages at the same positions, as `fields_tests` compare), with one difference: a number of
//! more than 15 significant digits, or with a power of ten beyond 22, may come out one binary digit
//! apart from serde_json's (no amount, quantity or time the rules accept is such a number).

use rust_decimal::Decimal;

use super::fields::{FieldValue, Fields, Found, Slot};
use super::messages::NOT_A_NUMBER;
use crate::money::whole_text;

use super::wire::{decimal_to_wire, plain_text, record_number, NEITHER};

/// serde_json's limit of nested arrays and objects.
const DEPTH: u8 = 128;

/// A message, and where it was found once that is known.
struct Error {
    text: String,
    at: Option<usize>,
}

type Result<T> = std::result::Result<T, Error>;

fn custom(text: impl Into<String>) -> Error {
    Error {
        text: text.into(),
        at: None,
    }
}

/// A scalar as serde_json hands it to a visitor.
enum Value {
    Null,
    Bool(bool),
    Unsigned(u64),
    Signed(i64),
    Float(f64),
    Text(String),
}

/// What a value is read as.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Record,
    Text,
    Whole,
    /// A number field's value: a number, text or anything else (read through and refused).
    NumberOrText,
}

/// What was read: a scalar, or a container read through (`NumberOrText`).
enum Read {
    Scalar(Value),
    Container,
    Nothing,
}

struct Reader<'a, 'r> {
    s: &'a [u8],
    i: usize,
    depth: u8,
    /// Within `ignore_value`, where numbers are only scanned (their value is never out of range,
    /// and a missing digit is an invalid number even at the end).
    ignoring: bool,
    record: &'r mut dyn Fields,
}

/// Reads `json` into `record` (absent fields keep its values); the message as serde_json words it.
pub(crate) fn read_record(json: &str, record: &mut dyn Fields) -> std::result::Result<(), String> {
    let mut reader = Reader {
        s: json.as_bytes(),
        i: 0,
        depth: DEPTH,
        ignoring: false,
        record,
    };
    reader
        .any(Kind::Record, None)
        .and_then(|_| match reader.ws() {
            Some(_) => Err(reader.peek_error("trailing characters")),
            None => Ok(()),
        })
        .map_err(|e| reader.message(e))
}

impl Reader<'_, '_> {
    fn message(&self, e: Error) -> String {
        let Some(i) = e.at else { return e.text };
        let before = &self.s[..i];
        let start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        let line = 1 + before[..start].iter().filter(|&&b| b == b'\n').count();
        [
            e.text.as_str(),
            " at line ",
            &whole_text(line as u64),
            " column ",
            &whole_text((i - start) as u64),
        ]
        .concat()
    }
    fn error(&self, text: &str) -> Error {
        Error {
            text: text.to_owned(),
            at: Some(self.i),
        }
    }
    fn peek_error(&self, text: &str) -> Error {
        Error {
            text: text.to_owned(),
            at: Some((self.i + 1).min(self.s.len())),
        }
    }
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }
    fn peek_or_null(&self) -> u8 {
        self.peek().unwrap_or(0)
    }
    fn next(&mut self) -> Option<u8> {
        let c = self.peek();
        if c.is_some() {
            self.i += 1;
        }
        c
    }
    fn ws(&mut self) -> Option<u8> {
        while let Some(b' ' | b'\n' | b'\t' | b'\r') = self.peek() {
            self.i += 1;
        }
        self.peek()
    }

    /// serde_json's `deserialize_any` with the visitor of `kind`; `slot` is the record field being
    /// read (for `Text` and `Whole`, the value is stored there).
    fn any(&mut self, kind: Kind, slot: Option<usize>) -> Result<Read> {
        let read = match self.ws() {
            None => return Err(self.peek_error("EOF while parsing a value")),
            Some(open @ (b'[' | b'{')) => {
                self.depth -= 1;
                if self.depth == 0 {
                    return Err(self.peek_error("recursion limit exceeded"));
                }
                self.i += 1;
                let visited = self.container(open, kind);
                let ended = if open == b'[' {
                    self.end_seq()
                } else {
                    self.end_map()
                };
                self.depth += 1;
                visited.and_then(|read| ended.map(|()| read))
            }
            Some(_) => self
                .scalar()
                .and_then(|value| self.visit(kind, slot, value)),
        };
        read.map_err(|mut e| {
            e.at.get_or_insert(self.i);
            e
        })
    }

    fn scalar(&mut self) -> Result<Value> {
        let ident = |r: &mut Self, rest: &[u8]| -> Result<()> {
            for &expected in rest {
                match r.next() {
                    None => return Err(r.error("EOF while parsing a value")),
                    Some(c) if c != expected => return Err(r.error("expected ident")),
                    Some(_) => {}
                }
            }
            Ok(())
        };
        match self.peek_or_null() {
            b'n' => {
                self.i += 1;
                ident(self, b"ull").map(|()| Value::Null)
            }
            b't' => {
                self.i += 1;
                ident(self, b"rue").map(|()| Value::Bool(true))
            }
            b'f' => {
                self.i += 1;
                ident(self, b"alse").map(|()| Value::Bool(false))
            }
            b'-' => {
                self.i += 1;
                self.number(false)
            }
            b'0'..=b'9' => self.number(true),
            b'"' => {
                self.i += 1;
                self.string().map(Value::Text)
            }
            _ => Err(self.peek_error("expected value")),
        }
    }

    /// The visitor of `kind` given a scalar.
    fn visit(&mut self, kind: Kind, slot: Option<usize>, value: Value) -> Result<Read> {
        let expected = match kind {
            Kind::NumberOrText => return Ok(Read::Scalar(value)),
            Kind::Record => self.record_name(),
            Kind::Text => "a string".to_owned(),
            Kind::Whole => "i64".to_owned(),
        };
        match (slot.and_then(|index| self.record.slot(index)), value) {
            (Some(Slot::Text(v)), Value::Text(t)) if kind == Kind::Text => *v = t,
            (Some(Slot::Whole(v)), Value::Signed(n)) if kind == Kind::Whole => *v = n,
            (Some(Slot::Whole(v)), Value::Unsigned(n)) if kind == Kind::Whole => {
                *v = i64::try_from(n).map_err(|_| {
                    custom(
                        [
                            "invalid value: integer `",
                            &whole_text(n),
                            "`, expected i64",
                        ]
                        .concat(),
                    )
                })?;
            }
            (_, value) => {
                let found = match &value {
                    Value::Null => Found::Null,
                    Value::Bool(v) => Found::Bool(*v),
                    Value::Unsigned(v) => Found::Unsigned(*v),
                    Value::Signed(v) => Found::Signed(*v),
                    Value::Float(v) => Found::Float(*v),
                    Value::Text(v) => Found::Str(v),
                };
                return Err(invalid(found, &expected));
            }
        }
        Ok(Read::Nothing)
    }

    fn record_name(&self) -> String {
        ["struct ", self.record.shape().name].concat()
    }

    /// The inside of an array or object, after its bracket, as the visitor of `kind` reads it.
    fn container(&mut self, open: u8, kind: Kind) -> Result<Read> {
        let found = if open == b'[' {
            Found::Sequence
        } else {
            Found::Map
        };
        match kind {
            Kind::Text => return Err(invalid(found, "a string")),
            Kind::Whole => return Err(invalid(found, "i64")),
            Kind::NumberOrText => {
                let mut first = true;
                if open == b'[' {
                    while self.next_element(&mut first)? {
                        self.any(Kind::NumberOrText, None)?;
                    }
                } else {
                    while self.next_key(&mut first)?.is_some() {
                        self.colon()?;
                        self.any(Kind::NumberOrText, None)?;
                    }
                }
                return Ok(Read::Container);
            }
            Kind::Record => {}
        }
        let names = self.record.shape().fields;
        let mut first = true;
        if open == b'[' {
            for index in 0..names.len() {
                if self.next_element(&mut first)? {
                    self.field(index)?;
                }
            }
            return Ok(Read::Nothing);
        }
        let mut seen = 0u64;
        while let Some(key) = self.next_key(&mut first)? {
            match names.iter().position(|name| *name == key) {
                Some(index) => {
                    if seen & (1 << index) != 0 {
                        return Err(custom(["duplicate field `", names[index], "`"].concat()));
                    }
                    seen |= 1 << index;
                    self.colon()?;
                    self.field(index)?;
                }
                None => {
                    self.colon()?;
                    self.ignore_value()?;
                }
            }
        }
        Ok(Read::Nothing)
    }

    /// One field of the record, read as its kind is.
    fn field(&mut self, index: usize) -> Result<()> {
        let kind = match self.record.slot(index) {
            Some(Slot::Text(_)) => Kind::Text,
            Some(Slot::Whole(_)) => Kind::Whole,
            Some(Slot::Number(_) | Slot::Time(_)) => Kind::NumberOrText,
            None => return Ok(()),
        };
        if kind != Kind::NumberOrText {
            return self.any(kind, Some(index)).map(drop);
        }
        // serde's `Option`: null is None, anything else is read as a number or text.
        let read = if self.ws() == Some(b'n') {
            self.i += 1;
            for &expected in b"ull" {
                match self.next() {
                    None => return Err(self.error("EOF while parsing a value")),
                    Some(c) if c != expected => return Err(self.error("expected ident")),
                    Some(_) => {}
                }
            }
            None
        } else {
            Some(self.any(Kind::NumberOrText, None)?)
        };
        match self.record.slot(index) {
            Some(Slot::Number(v)) => *v = number_field(read)?,
            Some(Slot::Time(v)) => *v = time_field(read)?,
            _ => {}
        }
        Ok(())
    }

    fn next_element(&mut self, first: &mut bool) -> Result<bool> {
        match self.ws() {
            None => Err(self.peek_error("EOF while parsing a list")),
            Some(b']') => Ok(false),
            Some(_) if *first => {
                *first = false;
                Ok(true)
            }
            Some(b',') => {
                self.i += 1;
                match self.ws() {
                    Some(b']') => Err(self.peek_error("trailing comma")),
                    Some(_) => Ok(true),
                    None => Err(self.peek_error("EOF while parsing a value")),
                }
            }
            Some(_) => Err(self.peek_error("expected `,` or `]`")),
        }
    }

    /// The next key of an object, read as a string; None at its end.
    fn next_key(&mut self, first: &mut bool) -> Result<Option<String>> {
        let more = match self.ws() {
            None => return Err(self.peek_error("EOF while parsing an object")),
            Some(b'}') => false,
            Some(c) if *first => {
                *first = false;
                if c != b'"' {
                    return Err(self.peek_error("key must be a string"));
                }
                true
            }
            Some(b',') => {
                self.i += 1;
                match self.ws() {
                    Some(b'"') => true,
                    Some(b'}') => return Err(self.peek_error("trailing comma")),
                    Some(_) => return Err(self.peek_error("key must be a string")),
                    None => return Err(self.peek_error("EOF while parsing a value")),
                }
            }
            Some(_) => return Err(self.peek_error("expected `,` or `}`")),
        };
        if !more {
            return Ok(None);
        }
        self.i += 1;
        self.string().map(Some)
    }

    fn colon(&mut self) -> Result<()> {
        match self.ws() {
            Some(b':') => {
                self.i += 1;
                Ok(())
            }
            Some(_) => Err(self.peek_error("expected `:`")),
            None => Err(self.peek_error("EOF while parsing an object")),
        }
    }

    fn end_seq(&mut self) -> Result<()> {
        match self.ws() {
            Some(b']') => {
                self.i += 1;
                Ok(())
            }
            Some(b',') => {
                self.i += 1;
                match self.ws() {
                    Some(b']') => Err(self.peek_error("trailing comma")),
                    _ => Err(self.peek_error("trailing characters")),
                }
            }
            Some(_) => Err(self.peek_error("trailing characters")),
            None => Err(self.peek_error("EOF while parsing a list")),
        }
    }

    fn end_map(&mut self) -> Result<()> {
        match self.ws() {
            Some(b'}') => {
                self.i += 1;
                Ok(())
            }
            Some(b',') => Err(self.peek_error("trailing comma")),
            Some(_) => Err(self.peek_error("trailing characters")),
            None => Err(self.peek_error("EOF while parsing an object")),
        }
    }

    /// A string after its opening quote, escapes decoded.
    fn string(&mut self) -> Result<String> {
        let mut out: Vec<u8> = Vec::new();
        loop {
            let Some(c) = self.next() else {
                return Err(self.error("EOF while parsing a string"));
            };
            match c {
                b'"' => break,
                b'\\' => self.escape(&mut out)?,
                0..=0x1f => {
                    return Err(self
                        .error("control character (\\u0000-\\u001F) found while parsing a string"))
                }
                _ => out.push(c),
            }
        }
        // Escapes decode to whole characters and the rest is copied from a `str`.
        String::from_utf8(out).map_err(|_| self.error("invalid unicode code point"))
    }

    fn escape(&mut self, out: &mut Vec<u8>) -> Result<()> {
        let Some(c) = self.next() else {
            return Err(self.error("EOF while parsing a string"));
        };
        let byte = match c {
            b'"' | b'\\' | b'/' => c,
            b'b' => 8,
            b'f' => 12,
            b'n' => b'\n',
            b'r' => b'\r',
            b't' => b'\t',
            b'u' => {
                let n = self.hex()?;
                let code = match n {
                    0xDC00..=0xDFFF => {
                        return Err(self.error("lone leading surrogate in hex escape"))
                    }
                    0xD800..=0xDBFF => {
                        for expected in [b'\\', b'u'] {
                            match self.peek() {
                                None => return Err(self.error("EOF while parsing a string")),
                                Some(c) => {
                                    self.i += 1;
                                    if c != expected {
                                        return Err(self.error("unexpected end of hex escape"));
                                    }
                                }
                            }
                        }
                        let low = self.hex()?;
                        if !(0xDC00..=0xDFFF).contains(&low) {
                            return Err(self.error("lone leading surrogate in hex escape"));
                        }
                        0x1_0000 + ((u32::from(n) - 0xD800) << 10) + (u32::from(low) - 0xDC00)
                    }
                    _ => u32::from(n),
                };
                let c = char::from_u32(code).unwrap_or(char::REPLACEMENT_CHARACTER);
                out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
                return Ok(());
            }
            _ => return Err(self.error("invalid escape")),
        };
        out.push(byte);
        Ok(())
    }

    fn hex(&mut self) -> Result<u16> {
        let mut n = 0u16;
        for _ in 0..4 {
            let Some(c) = self.next() else {
                return Err(self.error("EOF while parsing a string"));
            };
            let digit = (c as char)
                .to_digit(16)
                .ok_or_else(|| self.error("invalid escape"))?;
            n = n * 16 + digit as u16;
        }
        Ok(n)
    }

    /// A number after its sign, as serde_json reads one: an unsigned or negative integer, else a
    /// float.
    fn number(&mut self, positive: bool) -> Result<Value> {
        let eof = if self.ignoring {
            "invalid number"
        } else {
            "EOF while parsing a value"
        };
        let Some(first) = self.next() else {
            return Err(self.error(eof));
        };
        let mut significand: u64 = match first {
            b'0' if self.peek_or_null().is_ascii_digit() => {
                return Err(self.peek_error("invalid number"))
            }
            b'0'..=b'9' => u64::from(first - b'0'),
            _ => return Err(self.error("invalid number")),
        };
        // Digits beyond what a u64 holds only move the point.
        let mut exponent: i32 = 0;
        let mut float = false;
        while let c @ b'0'..=b'9' = self.peek_or_null() {
            self.i += 1;
            match significand
                .checked_mul(10)
                .and_then(|s| s.checked_add(u64::from(c - b'0')))
            {
                Some(s) if exponent == 0 => significand = s,
                _ => {
                    float = true;
                    exponent += 1;
                }
            }
        }
        if self.peek_or_null() == b'.' {
            float = true;
            self.i += 1;
            let mut digits = 0;
            let mut full = false;
            while let c @ b'0'..=b'9' = self.peek_or_null() {
                self.i += 1;
                digits += 1;
                match significand
                    .checked_mul(10)
                    .and_then(|s| s.checked_add(u64::from(c - b'0')))
                {
                    Some(s) if !full => {
                        significand = s;
                        exponent -= 1;
                    }
                    _ => full = true,
                }
            }
            if digits == 0 {
                return Err(match self.peek() {
                    Some(_) => self.peek_error("invalid number"),
                    None => self.peek_error(eof),
                });
            }
        }
        if let b'e' | b'E' = self.peek_or_null() {
            float = true;
            self.i += 1;
            let negative = match self.peek_or_null() {
                b'+' => {
                    self.i += 1;
                    false
                }
                b'-' => {
                    self.i += 1;
                    true
                }
                _ => false,
            };
            let mut exp: i32 = match self.next() {
                None => return Err(self.error(eof)),
                Some(c @ b'0'..=b'9') => i32::from(c - b'0'),
                Some(_) => return Err(self.error("invalid number")),
            };
            let mut overflow = false;
            while let c @ b'0'..=b'9' = self.peek_or_null() {
                self.i += 1;
                match exp
                    .checked_mul(10)
                    .and_then(|e| e.checked_add(i32::from(c - b'0')))
                {
                    Some(e) => exp = e,
                    None => overflow = true,
                }
            }
            if overflow {
                if significand != 0 && !self.ignoring && !negative {
                    return Err(self.error("number out of range"));
                }
                let zero = if positive { 0.0 } else { -0.0 };
                return Ok(Value::Float(zero));
            }
            exponent = if negative {
                exponent.saturating_sub(exp)
            } else {
                exponent.saturating_add(exp)
            };
        }
        if !float {
            if positive {
                return Ok(Value::Unsigned(significand));
            }
            let negated = (significand as i64).wrapping_neg();
            return Ok(if negated >= 0 {
                Value::Float(-(significand as f64))
            } else {
                Value::Signed(negated)
            });
        }
        let f = float_of(significand, exponent);
        if f.is_infinite() && !self.ignoring {
            return Err(self.error("number out of range"));
        }
        Ok(Value::Float(if positive { f } else { -f }))
    }

    /// serde_json's `ignore_value`: a value read through without a depth limit (an unknown field).
    fn ignore_value(&mut self) -> Result<()> {
        self.ignoring = true;
        let ignored = self.ignore_values();
        self.ignoring = false;
        ignored
    }

    fn ignore_values(&mut self) -> Result<()> {
        let mut stack: Vec<u8> = Vec::new();
        let mut enclosing: Option<u8> = None;
        loop {
            let frame = match self.ws() {
                None => return Err(self.peek_error("EOF while parsing a value")),
                Some(open @ (b'[' | b'{')) => {
                    stack.extend(enclosing.take());
                    self.i += 1;
                    Some(open)
                }
                Some(_) => {
                    self.scalar()?;
                    None
                }
            };
            let (mut accept_comma, mut frame) = match frame {
                Some(frame) => (false, frame),
                None => match enclosing.take().or_else(|| stack.pop()) {
                    Some(frame) => (true, frame),
                    None => return Ok(()),
                },
            };
            loop {
                match self.ws() {
                    Some(b',') if accept_comma => {
                        self.i += 1;
                        break;
                    }
                    Some(b']') if frame == b'[' => {}
                    Some(b'}') if frame == b'{' => {}
                    Some(_) if accept_comma => {
                        return Err(self.peek_error(if frame == b'[' {
                            "expected `,` or `]`"
                        } else {
                            "expected `,` or `}`"
                        }))
                    }
                    Some(_) => break,
                    None => {
                        return Err(self.peek_error(if frame == b'[' {
                            "EOF while parsing a list"
                        } else {
                            "EOF while parsing an object"
                        }))
                    }
                }
                self.i += 1;
                frame = match stack.pop() {
                    Some(frame) => frame,
                    None => return Ok(()),
                };
                accept_comma = true;
            }
            if frame == b'{' {
                match self.ws() {
                    Some(b'"') => self.i += 1,
                    Some(_) => return Err(self.peek_error("key must be a string")),
                    None => return Err(self.peek_error("EOF while parsing an object")),
                }
                self.string()?;
                self.colon()?;
            }
            enclosing = Some(frame);
        }
    }
}

fn invalid(found: Found, expected: &str) -> Error {
    custom(["invalid type: ", &found.text(), ", expected ", expected].concat())
}

/// `significand × 10^exponent` as the nearest float (exact for up to 15 digits and powers of ten
/// to 22, where both factors are exact and one rounding is made).
fn float_of(significand: u64, exponent: i32) -> f64 {
    let mut f = significand as f64;
    if f == 0.0 {
        return f;
    }
    let mut e = exponent;
    while e > 22 {
        f *= 1e22;
        e -= 22;
    }
    while e < -22 {
        f /= 1e22;
        e += 22;
    }
    let power = (0..e.unsigned_abs()).fold(1.0f64, |p, _| p * 10.0);
    if e >= 0 {
        f * power
    } else {
        f / power
    }
}

/// A number field: null, absent or "" is None; a number or numeric text its decimal.
fn number_field(read: Option<Read>) -> Result<Option<Decimal>> {
    match read {
        None => Ok(None),
        Some(Read::Scalar(Value::Float(n))) if !n.is_finite() => Err(custom(NOT_A_NUMBER)),
        Some(Read::Scalar(Value::Text(t))) if t.trim().is_empty() => Ok(None),
        Some(Read::Scalar(value)) => match number_text(value) {
            Some(text) => record_number(&text)
                .map(Some)
                .map_err(|_| custom(NOT_A_NUMBER)),
            None => Err(custom(NEITHER)),
        },
        Some(_) => Err(custom(NEITHER)),
    }
}

/// A number's shortest text as the wire wrote it, or the text sent; None for anything else.
fn number_text(value: Value) -> Option<String> {
    match value {
        Value::Unsigned(n) => Some(plain_text(n as f64)),
        Value::Signed(n) => Some(plain_text(n as f64)),
        Value::Float(n) => Some(plain_text(n)),
        Value::Text(t) => Some(t),
        Value::Null | Value::Bool(_) => None,
    }
}

/// A time field: null or absent is None; a whole number, or its text.
fn time_field(read: Option<Read>) -> Result<Option<i64>> {
    let number = |n: f64| {
        if n.is_finite() && n.fract() == 0.0 {
            Ok(Some(n as i64))
        } else {
            Err(custom("not a whole number"))
        }
    };
    match read {
        None => Ok(None),
        Some(Read::Scalar(Value::Unsigned(n))) => number(n as f64),
        Some(Read::Scalar(Value::Signed(n))) => number(n as f64),
        Some(Read::Scalar(Value::Float(n))) => number(n),
        Some(Read::Scalar(Value::Text(t))) if t.trim().is_empty() => Ok(None),
        Some(Read::Scalar(Value::Text(t))) => t
            .trim()
            .parse::<i64>()
            .map(Some)
            .map_err(|_| custom(["'", &t, "' is not a time"].concat())),
        Some(_) => Err(custom(NEITHER)),
    }
}

/// The record as a JSON object, its fields in the order of their names (as a `serde_json::Value`
/// writes it).
pub(crate) fn write_record(record: &dyn Fields) -> String {
    let names = record.shape().fields;
    // An insertion sort: a dozen fields.
    let mut order: Vec<usize> = (0..names.len()).collect();
    for i in 1..order.len() {
        let mut j = i;
        while j > 0 && names[order[j - 1]] > names[order[j]] {
            order.swap(j - 1, j);
            j -= 1;
        }
    }
    let mut out = String::from("{");
    for index in order {
        let Some(value) = record.value(index) else {
            continue;
        };
        if out.len() > 1 {
            out.push(',');
        }
        write_string(&mut out, names[index]);
        out.push(':');
        match value {
            FieldValue::Text(t) => write_string(&mut out, t),
            FieldValue::Whole(n) | FieldValue::Time(Some(n)) => out.push_str(&whole_text(n)),
            FieldValue::Number(Some(d)) => out.push_str(&number_json(d)),
            FieldValue::Number(None) | FieldValue::Time(None) => out.push_str("null"),
        }
    }
    out.push('}');
    out
}

/// A decimal as a JSON number: a whole one without a point (`20`), as a phone's `JSON.stringify`
/// writes it, others as their float's shortest digits (zmij, as serde_json writes floats).
fn number_json(d: Decimal) -> String {
    use rust_decimal::prelude::ToPrimitive;
    if let Some(whole) = d.fract().is_zero().then(|| d.to_i64()).flatten() {
        return whole_text(whole);
    }
    let f = decimal_to_wire(d);
    if f.is_finite() {
        zmij::Buffer::new().format_finite(f).to_owned()
    } else {
        "null".to_owned()
    }
}

/// A JSON string, escaped as serde_json escapes one.
pub fn write_string(out: &mut String, text: &str) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(HEX[(c as usize) >> 4] as char);
                out.push(HEX[(c as usize) & 15] as char);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}
