//! Workbooks in and out: an uploaded `.xlsx` read with calamine into core's grids of strings (from
//! spreadsheet row 1 and column A, so errors name the cells a coach sees), and grids written as an
//! `.xlsx` with rust_xlsxwriter (the XLSForm download, the responses export).

use std::io::Cursor;

use calamine::{Data, Reader, Xlsx};
use portal_core::survey::xlsform::{
    Sheet, NOT_A_WORKBOOK, SHEET_MAX_COLUMNS, SHEET_MAX_ROWS, SHEET_TOO_LARGE, WORKBOOK_TOO_LARGE,
};
use rust_xlsxwriter::Workbook;

/// Why a workbook could not be read: a message, and the sheet it concerns if any.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unreadable {
    pub sheet: Option<String>,
    pub message: &'static str,
}

fn cell_text(cell: &Data) -> String {
    match cell {
        Data::Empty | Data::Error(_) => String::new(),
        other => other.to_string(),
    }
}

/// What the parts of an uploaded workbook may inflate to, by their zip directory: a real XLSForm
/// is a few hundred kilobytes unpacked; this keeps a crafted 1 MB file from unpacking to gigabytes.
pub const INFLATED_MAX_BYTES: u128 = 32 * 1024 * 1024;

/// Every sheet of the workbook as text, padded so the first row is spreadsheet row 1 and the
/// first column A (blocking: call it off the async threads).
pub fn read_sheets(bytes: Vec<u8>) -> Result<Vec<Sheet>, Unreadable> {
    let unreadable = || Unreadable {
        sheet: None,
        message: NOT_A_WORKBOOK,
    };
    let mut archive =
        zip::ZipArchive::new(Cursor::new(bytes.as_slice())).map_err(|_| unreadable())?;
    let mut inflated: u128 = 0;
    for index in 0..archive.len() {
        let part = archive.by_index_raw(index).map_err(|_| unreadable())?;
        inflated = inflated.saturating_add(u128::from(part.size()));
    }
    if inflated > INFLATED_MAX_BYTES {
        return Err(Unreadable {
            sheet: None,
            message: WORKBOOK_TOO_LARGE,
        });
    }
    let mut workbook: Xlsx<_> = Xlsx::new(Cursor::new(bytes)).map_err(|_| unreadable())?;
    let mut sheets = Vec::new();
    for name in workbook.sheet_names() {
        let range = workbook.worksheet_range(&name).map_err(|_| unreadable())?;
        let too_large = || Unreadable {
            sheet: Some(name.clone()),
            message: SHEET_TOO_LARGE,
        };
        let mut rows: Vec<Vec<String>> = Vec::new();
        if let (Some((top, left)), Some((bottom, right))) = (range.start(), range.end()) {
            if bottom >= SHEET_MAX_ROWS || right >= SHEET_MAX_COLUMNS {
                return Err(too_large());
            }
            rows.resize(top as usize, Vec::new());
            for row in range.rows() {
                let mut cells = vec![String::new(); left as usize];
                cells.extend(row.iter().map(cell_text));
                while cells.last().is_some_and(String::is_empty) {
                    cells.pop();
                }
                rows.push(cells);
            }
        }
        sheets.push(Sheet { name, rows });
    }
    Ok(sheets)
}

/// An `.xlsx` of `sheets`, every cell as text.
pub fn write_sheets(sheets: &[Sheet]) -> Result<Vec<u8>, rust_xlsxwriter::XlsxError> {
    let mut workbook = Workbook::new();
    for sheet in sheets {
        let worksheet = workbook.add_worksheet();
        worksheet.set_name(&sheet.name)?;
        for (r, row) in sheet.rows.iter().enumerate() {
            for (c, cell) in row.iter().enumerate() {
                if !cell.is_empty() {
                    let r = u32::try_from(r).unwrap_or(u32::MAX);
                    let c = u16::try_from(c).unwrap_or(u16::MAX);
                    worksheet.write_string(r, c, cell)?;
                }
            }
        }
    }
    workbook.save_to_buffer()
}

#[cfg(test)]
mod tests {
    use super::*;
    use portal_core::survey::seeds::seeds;
    use portal_core::survey::xlsform::from_sheets;
    use portal_core::survey::xlsform_write::to_sheets;

    #[test]
    fn every_seed_round_trips_through_a_real_workbook() {
        for survey in seeds() {
            let bytes = write_sheets(&to_sheets(&survey)).expect("writes");
            let sheets = read_sheets(bytes).expect("reads");
            assert_eq!(from_sheets(&sheets), Ok(survey));
        }
    }

    #[test]
    fn a_sheet_starting_further_down_keeps_its_row_numbers() {
        let sheet = Sheet::new("survey", &[&[], &[], &["", "type", "name"]]);
        let sheets = read_sheets(write_sheets(&[sheet]).expect("writes")).expect("reads");
        assert_eq!(sheets[0].rows.len(), 3);
        assert_eq!(sheets[0].rows[2], ["", "type", "name"]);
    }

    #[test]
    fn a_workbook_that_unpacks_too_large_is_refused_unread() {
        use std::io::Write;
        let mut out = zip::ZipWriter::new(Cursor::new(Vec::new()));
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated);
        out.start_file("xl/workbook.xml", options).expect("a part");
        let zeros = vec![0u8; 1024 * 1024];
        for _ in 0..33 {
            out.write_all(&zeros).expect("written");
        }
        let bytes = out.finish().expect("a zip").into_inner();
        assert!(bytes.len() < XLSFORM_LIMIT_FOR_TEST);
        assert_eq!(
            read_sheets(bytes).map_err(|e| e.message),
            Err(WORKBOOK_TOO_LARGE)
        );
    }

    const XLSFORM_LIMIT_FOR_TEST: usize = portal_core::survey::xlsform::XLSFORM_MAX_BYTES;

    #[test]
    fn not_a_workbook_and_too_large() {
        assert_eq!(
            read_sheets(b"PK\x03\x04 not really".to_vec()).map_err(|e| e.message),
            Err(NOT_A_WORKBOOK)
        );
        let mut far = vec![Vec::new(); SHEET_MAX_ROWS as usize];
        far.push(vec!["x".to_owned()]);
        let sheet = Sheet {
            name: "survey".into(),
            rows: far,
        };
        let bytes = write_sheets(&[sheet]).expect("writes");
        assert_eq!(
            read_sheets(bytes).map_err(|e| e.message),
            Err(SHEET_TOO_LARGE)
        );
    }
}
