use super::*;

/// The files of a stored ZIP, read from its central directory as an unzipper does, checking each
/// local header and CRC on the way.
fn unzip(zip: &[u8]) -> Vec<(String, String)> {
    let u16_at = |at: usize| u16::from_le_bytes([zip[at], zip[at + 1]]);
    let u32_at = |at: usize| u32::from_le_bytes([zip[at], zip[at + 1], zip[at + 2], zip[at + 3]]);
    let end = zip.len() - 22;
    assert_eq!(u32_at(end), 0x0605_4b50, "end of central directory");
    let count = usize::from(u16_at(end + 10));
    let mut at = u32_at(end + 16) as usize;
    let mut files = Vec::new();
    for _ in 0..count {
        assert_eq!(u32_at(at), 0x0201_4b50, "central directory entry");
        assert_eq!(u16_at(at + 10), 0, "stored");
        let (crc, size) = (u32_at(at + 16), u32_at(at + 20) as usize);
        assert_eq!(u32_at(at + 24) as usize, size);
        let name_length = usize::from(u16_at(at + 28));
        let name =
            String::from_utf8(zip[at + 46..at + 46 + name_length].to_vec()).expect("a UTF-8 name");
        let local = u32_at(at + 42) as usize;
        assert_eq!(u32_at(local), 0x0403_4b50, "local header of {name}");
        assert_eq!(u32_at(local + 14), crc);
        let data_start =
            local + 30 + usize::from(u16_at(local + 26)) + usize::from(u16_at(local + 28));
        let data = &zip[data_start..data_start + size];
        assert_eq!(crc32(data), crc, "{name}");
        files.push((name, String::from_utf8(data.to_vec()).expect("UTF-8 XML")));
        at += 46 + name_length + usize::from(u16_at(at + 30)) + usize::from(u16_at(at + 32));
    }
    files
}

fn part<'a>(files: &'a [(String, String)], name: &str) -> &'a str {
    &files
        .iter()
        .find(|(n, _)| n == name)
        .unwrap_or_else(|| panic!("{name} missing"))
        .1
}

#[test]
fn crc_is_zips() {
    assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    assert_eq!(crc32(b""), 0);
}

#[test]
fn a_workbook_has_every_part_excel_needs() {
    let rows = vec![vec![Cell::Text("Sale ID"), Cell::Text("Amount")]];
    let files = unzip(&table_xlsx("Sheet1", &rows, &[10, 12]));
    let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        names,
        [
            "[Content_Types].xml",
            "_rels/.rels",
            "xl/workbook.xml",
            "xl/_rels/workbook.xml.rels",
            "xl/styles.xml",
            "xl/worksheets/sheet1.xml"
        ]
    );
    assert!(part(&files, "xl/workbook.xml")
        .contains(r#"<sheet name="Sheet1" sheetId="1" r:id="rId1"/>"#));
    assert!(part(&files, "xl/styles.xml").contains(r#"formatCode="&quot;Ksh&quot; #,##0.00""#));
    let sheet = part(&files, "xl/worksheets/sheet1.xml");
    assert!(sheet.contains(r#"<col min="2" max="2" width="12" customWidth="1"/>"#));
    assert!(sheet.contains(
        r#"<c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">Sale ID</t></is></c>"#
    ));
}

#[test]
fn numbers_and_amounts_are_numbers_the_rest_text() {
    let rows = vec![
        vec![Cell::Text("Item"), Cell::Text("Qty"), Cell::Text("Total")],
        vec![
            Cell::Text("Soap & <oil>"),
            Cell::Number("12"),
            Cell::Money("-1200.5"),
        ],
        vec![
            Cell::Text("\"Tea\"\u{1}"),
            Cell::Number("1e9"),
            Cell::Money("Ksh 5"),
        ],
    ];
    let files = unzip(&table_xlsx("Sheet1", &rows, &[]));
    let sheet = part(&files, "xl/worksheets/sheet1.xml");
    assert!(!sheet.contains("<cols>"));
    assert!(sheet.contains(r#"<t xml:space="preserve">Soap &amp; &lt;oil&gt;</t>"#));
    assert!(sheet.contains(r#"<c r="B2"><v>12</v></c>"#));
    assert!(sheet.contains(r#"<c r="C2" s="2"><v>-1200.5</v></c>"#));
    // What is not a plain decimal stays the text it was; a control character is left out.
    assert!(sheet.contains(r#"<t xml:space="preserve">&quot;Tea&quot;</t>"#));
    assert!(sheet.contains(r#"<c r="B3" t="inlineStr"><is><t xml:space="preserve">1e9</t>"#));
    assert!(sheet.contains(r#"<c r="C3" t="inlineStr"><is><t xml:space="preserve">Ksh 5</t>"#));
}

#[test]
fn decimal_text_is_checked_before_it_is_written_as_a_number() {
    for good in ["0", "-3", "12.50", "123456789012345"] {
        assert!(is_number(good), "{good}");
    }
    for bad in [
        "",
        "-",
        ".5",
        "5.",
        "1,000",
        "1e5",
        "1234567890123456",
        "--1",
        "NaN",
        " 1",
    ] {
        assert!(!is_number(bad), "{bad}");
    }
}

#[test]
fn columns_are_named_as_spreadsheets_name_them() {
    let names: Vec<String> = [0, 1, 25, 26, 27, 51, 52, 701, 702]
        .into_iter()
        .map(column_name)
        .collect();
    assert_eq!(names, ["A", "B", "Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA"]);
}

#[test]
fn a_sheet_name_excel_would_refuse_is_made_acceptable() {
    let files = unzip(&table_xlsx(
        "Sales: 2026/11 [all] and much more text",
        &[],
        &[],
    ));
    assert!(part(&files, "xl/workbook.xml")
        .contains(r#"<sheet name="Sales 202611 all and much more ""#));
    let files = unzip(&table_xlsx("??", &[], &[]));
    assert!(part(&files, "xl/workbook.xml").contains(r#"name="Sheet1""#));
}
