//! The tables' Excel export: one sheet, the header row in bold, then the rows. A cell is text, a
//! number, or an amount in Ksh (a number with a Ksh format, so a column can be added up). The
//! workbook is the smallest set of SpreadsheetML parts Excel, LibreOffice and Google Sheets open,
//! with the text written inline (no shared strings), in a ZIP whose parts are stored uncompressed:
//! the writer stays a few kilobytes of WASM, and the file is compressed again when it is saved.

/// What a cell holds, as the table shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell<'a> {
    Text(&'a str),
    /// A plain number as decimal text ("12", "-3.5"); written as text when it is not one.
    Number(&'a str),
    /// An amount in Ksh as decimal text; written as text when it is not a number.
    Money(&'a str),
}

/// The Ksh format of an amount cell (Excel's number format 164, the first custom one).
pub const KSH_FORMAT: &str = "\"Ksh\" #,##0.00";

/// The .xlsx of `rows` (the header row first, in bold) on one sheet named `sheet`; `widths` are the
/// columns' widths in characters.
pub fn table_xlsx(sheet: &str, rows: &[Vec<Cell<'_>>], widths: &[u32]) -> Vec<u8> {
    let mut zip = StoredZip::default();
    zip.add("[Content_Types].xml", CONTENT_TYPES.as_bytes());
    zip.add("_rels/.rels", ROOT_RELS.as_bytes());
    zip.add("xl/workbook.xml", workbook(sheet).as_bytes());
    zip.add("xl/_rels/workbook.xml.rels", WORKBOOK_RELS.as_bytes());
    zip.add("xl/styles.xml", styles().as_bytes());
    zip.add(
        "xl/worksheets/sheet1.xml",
        worksheet(rows, widths).as_bytes(),
    );
    zip.finish()
}

const CONTENT_TYPES: &str = concat!(
    r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#,
    r#"<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">"#,
    r#"<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>"#,
    r#"<Default Extension="xml" ContentType="application/xml"/>"#,
    r#"<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>"#,
    r#"<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>"#,
    r#"<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>"#,
    "</Types>"
);

const ROOT_RELS: &str = concat!(
    r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#,
    r#"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">"#,
    r#"<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>"#,
    "</Relationships>"
);

const WORKBOOK_RELS: &str = concat!(
    r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#,
    r#"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">"#,
    r#"<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>"#,
    r#"<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>"#,
    "</Relationships>"
);

const MAIN_NS: &str = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL_NS: &str = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

fn workbook(sheet: &str) -> String {
    let mut xml = String::from(r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#);
    for part in [
        r#"<workbook xmlns=""#,
        MAIN_NS,
        r#"" xmlns:r=""#,
        REL_NS,
        r#""><sheets><sheet name=""#,
    ] {
        xml.push_str(part);
    }
    // Excel refuses a sheet name over 31 characters or with any of : \ / ? * [ ].
    let name: String = sheet
        .chars()
        .filter(|c| !matches!(c, ':' | '\\' | '/' | '?' | '*' | '[' | ']'))
        .take(31)
        .collect();
    escape_into(&mut xml, if name.is_empty() { "Sheet1" } else { &name });
    xml.push_str(r#"" sheetId="1" r:id="rId1"/></sheets></workbook>"#);
    xml
}

/// Style 0 is plain, 1 the header's bold, 2 an amount in Ksh.
const PLAIN: u8 = 0;
const BOLD: u8 = 1;
const KSH: u8 = 2;

fn styles() -> String {
    let mut xml = String::from(
        r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?><styleSheet xmlns=""#,
    );
    xml.push_str(MAIN_NS);
    xml.push_str(r#""><numFmts count="1"><numFmt numFmtId="164" formatCode=""#);
    escape_into(&mut xml, KSH_FORMAT);
    xml.push_str(concat!(
        r#""/></numFmts>"#,
        r#"<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>"#,
        r#"<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>"#,
        r#"<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>"#,
        r#"<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>"#,
        r#"<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>"#,
        r#"<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>"#,
        r#"<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>"#,
        r#"<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>"#,
        "</styleSheet>"
    ));
    xml
}

fn worksheet(rows: &[Vec<Cell<'_>>], widths: &[u32]) -> String {
    let mut xml = String::from(
        r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns=""#,
    );
    xml.push_str(MAIN_NS);
    xml.push_str(r#"">"#);
    if !widths.is_empty() {
        xml.push_str("<cols>");
        for (index, width) in widths.iter().enumerate() {
            let column = (index + 1).to_string();
            for part in [
                "<col min=\"",
                &column,
                "\" max=\"",
                &column,
                "\" width=\"",
                &width.to_string(),
                "\" customWidth=\"1\"/>",
            ] {
                xml.push_str(part);
            }
        }
        xml.push_str("</cols>");
    }
    xml.push_str("<sheetData>");
    for (row_index, row) in rows.iter().enumerate() {
        let row_number = (row_index + 1).to_string();
        xml.push_str("<row r=\"");
        xml.push_str(&row_number);
        xml.push_str("\">");
        for (column, cell) in row.iter().enumerate() {
            let reference = column_name(column) + &row_number;
            let header = row_index == 0;
            write_cell(&mut xml, &reference, *cell, header);
        }
        xml.push_str("</row>");
    }
    xml.push_str("</sheetData></worksheet>");
    xml
}

fn write_cell(xml: &mut String, reference: &str, cell: Cell<'_>, header: bool) {
    let (number, style) = match cell {
        Cell::Number(text) if !header && is_number(text) => (Some(text), PLAIN),
        Cell::Money(text) if !header && is_number(text) => (Some(text), KSH),
        _ => (None, if header { BOLD } else { PLAIN }),
    };
    xml.push_str("<c r=\"");
    xml.push_str(reference);
    xml.push('"');
    if style != PLAIN {
        xml.push_str(" s=\"");
        xml.push(char::from(b'0' + style));
        xml.push('"');
    }
    match number {
        Some(text) => {
            xml.push_str("><v>");
            xml.push_str(text);
            xml.push_str("</v></c>");
        }
        None => {
            let (Cell::Text(text) | Cell::Number(text) | Cell::Money(text)) = cell;
            xml.push_str(" t=\"inlineStr\"><is><t xml:space=\"preserve\">");
            escape_into(xml, text);
            xml.push_str("</t></is></c>");
        }
    }
}

/// A decimal number as a spreadsheet reads one: an optional minus, digits, an optional fraction.
fn is_number(text: &str) -> bool {
    let digits = text.strip_prefix('-').unwrap_or(text);
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, "1"));
    !whole.is_empty()
        && !fraction.is_empty()
        && whole.len() <= 15
        && whole
            .bytes()
            .chain(fraction.bytes())
            .all(|b| b.is_ascii_digit())
}

/// A, B, … Z, AA, AB, … for the 0-based column `index`.
fn column_name(index: usize) -> String {
    let mut name = Vec::new();
    let mut rest = index + 1;
    while rest > 0 {
        rest -= 1;
        name.push(b'A' + (rest % 26) as u8);
        rest /= 26;
    }
    name.iter().rev().map(|b| char::from(*b)).collect()
}

/// The text as XML character data; characters XML cannot hold (most control characters) are left out.
fn escape_into(xml: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => xml.push_str("&amp;"),
            '<' => xml.push_str("&lt;"),
            '>' => xml.push_str("&gt;"),
            '"' => xml.push_str("&quot;"),
            '\t' | '\n' | '\r' => xml.push(c),
            c if c < ' ' || c == '\u{fffe}' || c == '\u{ffff}' => {}
            c => xml.push(c),
        }
    }
}

/// A ZIP archive of stored (uncompressed) files, as APPNOTE 6.3 describes; the files' dates are
/// 1980-01-01, the earliest a ZIP can say (no clock is read).
#[derive(Default)]
struct StoredZip {
    bytes: Vec<u8>,
    directory: Vec<u8>,
    count: u16,
}

const DOS_DATE_1980_01_01: u16 = (1 << 5) | 1;

impl StoredZip {
    fn add(&mut self, name: &str, data: &[u8]) {
        let offset = self.bytes.len() as u32;
        let crc = crc32(data);
        let size = data.len() as u32;
        let name_length = name.len() as u16;
        // version needed 2.0, flags: names are UTF-8 (bit 11), method 0 (stored), time 0, date.
        let common = |out: &mut Vec<u8>| {
            put16(out, 20);
            put16(out, 1 << 11);
            put16(out, 0);
            put16(out, 0);
            put16(out, DOS_DATE_1980_01_01);
            put32(out, crc);
            put32(out, size);
            put32(out, size);
            put16(out, name_length);
            put16(out, 0);
        };
        put32(&mut self.bytes, 0x0403_4b50);
        common(&mut self.bytes);
        self.bytes.extend_from_slice(name.as_bytes());
        self.bytes.extend_from_slice(data);

        put32(&mut self.directory, 0x0201_4b50);
        put16(&mut self.directory, 20); // made by: version 2.0
        common(&mut self.directory);
        put16(&mut self.directory, 0); // comment length
        put16(&mut self.directory, 0); // disk number
        put16(&mut self.directory, 0); // internal attributes
        put32(&mut self.directory, 0); // external attributes
        put32(&mut self.directory, offset);
        self.directory.extend_from_slice(name.as_bytes());
        self.count += 1;
    }

    fn finish(mut self) -> Vec<u8> {
        let start = self.bytes.len() as u32;
        let length = self.directory.len() as u32;
        self.bytes.append(&mut self.directory);
        put32(&mut self.bytes, 0x0605_4b50);
        put16(&mut self.bytes, 0);
        put16(&mut self.bytes, 0);
        put16(&mut self.bytes, self.count);
        put16(&mut self.bytes, self.count);
        put32(&mut self.bytes, length);
        put32(&mut self.bytes, start);
        put16(&mut self.bytes, 0);
        self.bytes
    }
}

fn put16(out: &mut Vec<u8>, value: u16) {
    out.extend_from_slice(&value.to_le_bytes());
}

fn put32(out: &mut Vec<u8>, value: u32) {
    out.extend_from_slice(&value.to_le_bytes());
}

/// The CRC-32 of ZIP (IEEE 802.3, reflected), bit by bit: no table to download.
pub fn crc32(data: &[u8]) -> u32 {
    let mut crc = !0u32;
    for byte in data {
        crc ^= u32::from(*byte);
        for _ in 0..8 {
            crc = (crc >> 1) ^ (0xEDB8_8320 & (crc & 1).wrapping_neg());
        }
    }
    !crc
}

#[cfg(test)]
#[path = "xlsx_tests.rs"]
mod tests;
