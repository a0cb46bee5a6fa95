//! Workbooks in and out: an uploaded `.xlsx` read with calamine into core's grids of strings (from
//! spreadsheet row 1 and column A, so errors name the cells a coach sees), and grids written as an
//! `.xlsx` with rust_xlsxwriter (the XLSForm download, the responses export).

use std::io::Cursor;

use calamine::{Data, Reader, Xlsx};
use portal_core::survey::xlsform::{
    Sheet, NOT_A_WORKBOOK, SHEET_MAX_COLUMNS, SHEET_MAX_ROWS, SHEET_TOO_LARGE,
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

/// Every sheet of the workbook as text, padded so the first row is spreadsheet row 1 and the
/// first column A (blocking: call it off the async threads).
pub fn read_sheets(bytes: Vec<u8>) -> Result<Vec<Sheet>, Unreadable> {
    let unreadable = || Unreadable {
        sheet: None,
        message: NOT_A_WORKBOOK,
    };
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
