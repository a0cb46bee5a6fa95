//! The loan offer as a PDF the client can open and keep: lender, client, fund, amounts, rate,
//! installments and the repayment schedule, laid out with core's PDF writer.

use chrono::{Datelike, NaiveDate};
use portal_core::money::{format_money, from_minor, Currency};
use portal_core::pdf::{DocumentInfo, Font, PageWriter, PdfDate, MARGIN};
use portal_core::time::{format_date, nairobi_midnight};

use crate::loans::lifecycle::installments::InstallmentRow;
use crate::loans::store::{Figures, Loan};
use crate::numbers::{from_hundredths, from_quarters};

/// dd/MM/yyyy of a calendar date, through core's Nairobi formatting.
fn show_date(date: &NaiveDate) -> String {
    nairobi_midnight(date.year(), date.month(), date.day())
        .map(format_date)
        .unwrap_or_default()
}

fn parse_date(text: &str) -> Option<NaiveDate> {
    NaiveDate::parse_from_str(text, "%Y-%m-%d").ok()
}

pub struct Letter<'a> {
    pub lender: &'a str,
    pub loan: &'a Loan,
    pub figures: Figures,
    pub rows: Vec<InstallmentRow>,
    pub today: NaiveDate,
    pub created: Option<PdfDate>,
}

impl Letter<'_> {
    fn money(&self, cents: i64) -> String {
        let currency = Currency::parse(&self.loan.currency).unwrap_or(Currency::Kes);
        format_money(from_minor(cents), currency)
    }

    pub fn render(&self) -> Vec<u8> {
        let loan = self.loan;
        let f = &self.figures;
        let client = format!("{} {}", loan.client.first_name, loan.client.last_name);
        let mut page = PageWriter::new();
        page.line(20.0, Font::Bold, self.lender);
        page.line(14.0, Font::Bold, "Loan Offer Letter");
        page.line(
            10.0,
            Font::Regular,
            &format!("Date: {}", show_date(&self.today)),
        );
        page.advance(6.0);
        page.line(11.0, Font::Regular, &format!("Dear {client},"));
        let fund = loan
            .fund
            .as_ref()
            .map_or_else(|| "our business loan".to_owned(), |fund| fund.name.clone());
        page.paragraph(
            11.0,
            &format!(
                "{} is pleased to offer you a loan from {fund} on the terms below. The interest is \
                 flat on the amount lent, and the loan is repaid in the installments of the schedule.",
                self.lender
            ),
        );
        page.advance(6.0);
        let interval = f.interval();
        let mut terms = vec![
            ("Loan ID", loan.id.clone()),
            ("Client", client.clone()),
            (
                "National ID number",
                loan.id_number.clone().unwrap_or_default(),
            ),
            (
                "Phone",
                loan.client
                    .mpesa_phone
                    .clone()
                    .or_else(|| loan.client.phone_number.clone())
                    .unwrap_or_default(),
            ),
            ("Loan fund", fund.clone()),
            ("Amount requested", self.money(f.amount_minor)),
            (
                "Contribution",
                format!("{}%", from_hundredths(f.contribution_hundredths)),
            ),
            ("Amount lent", self.money(f.principal_minor)),
            (
                "Interest rate",
                format!(
                    "{}% a year, flat",
                    from_hundredths(f.interest_rate_hundredths)
                ),
            ),
            ("Interest payable", self.money(f.payable_interest_minor)),
            ("Total to repay", self.money(f.total_minor)),
            (
                "Repayment period",
                years_text(from_quarters(f.years_quarters)),
            ),
            ("Installments", installments_text(self)),
            ("Repayment interval", format!("every {interval} days")),
        ];
        if let Some(at) = loan.disbursed_at {
            terms.push(("Disbursed on", format_date(at)));
        }
        if let (Some(first), Some(last)) = (self.rows.first(), self.rows.last()) {
            let show = |text: &str| parse_date(text).map(|d| show_date(&d)).unwrap_or_default();
            terms.push(("First installment due", show(&first.due_on)));
            terms.push(("Last installment due", show(&last.due_on)));
        }
        for (label, value) in &terms {
            page.ensure(16.0);
            page.text(MARGIN, 10.0, Font::Bold, label);
            page.text(MARGIN + 160.0, 10.0, Font::Regular, value);
            page.advance(15.0);
        }
        page.advance(8.0);
        page.line(12.0, Font::Bold, "Repayment schedule");
        if loan.disbursed_at.is_none() {
            page.paragraph(9.0, "Due dates count from the day the loan is paid out; shown here as if paid out today.");
        }
        self.table(&mut page);
        page.advance(12.0);
        page.paragraph(
            10.0,
            "Repay through M-Pesa (Lipa Na M-Pesa, Paybill) with your loan ID as the account number. \
             An installment paid late may carry the fund's penalty fee.",
        );
        page.advance(24.0);
        page.ensure(40.0);
        page.text(
            MARGIN,
            10.0,
            Font::Regular,
            "For the lender: ____________________",
        );
        page.text(
            MARGIN + 260.0,
            10.0,
            Font::Regular,
            "Accepted by the client: ____________________",
        );
        page.advance(15.0);
        page.finish(&DocumentInfo {
            title: &format!("Loan offer {}", loan.id),
            author: self.lender,
            created: self.created,
        })
    }

    fn table(&self, page: &mut PageWriter) {
        let columns = [
            MARGIN + 30.0,
            MARGIN + 110.0,
            MARGIN + 230.0,
            MARGIN + 330.0,
            MARGIN + 430.0,
        ];
        let header = |page: &mut PageWriter| {
            page.ensure(30.0);
            page.text(MARGIN, 9.0, Font::Bold, "No.");
            page.text(columns[0], 9.0, Font::Bold, "Due date");
            page.text_right(columns[2], 9.0, Font::Bold, "Installment");
            page.text_right(columns[3], 9.0, Font::Bold, "Principal");
            page.text_right(columns[4], 9.0, Font::Bold, "Interest");
            page.advance(13.0);
            page.rule();
        };
        header(page);
        for row in &self.rows {
            if page.ensure(14.0) {
                header(page);
            }
            let due = parse_date(&row.due_on)
                .map(|d| show_date(&d))
                .unwrap_or_default();
            page.text(MARGIN, 9.0, Font::Regular, &row.number.to_string());
            page.text(columns[0], 9.0, Font::Regular, &due);
            page.text_right(
                columns[2],
                9.0,
                Font::Regular,
                &self.money(row.amount_minor),
            );
            page.text_right(
                columns[3],
                9.0,
                Font::Regular,
                &self.money(row.principal_minor),
            );
            page.text_right(
                columns[4],
                9.0,
                Font::Regular,
                &self.money(row.interest_minor),
            );
            page.advance(13.0);
        }
        page.advance(2.0);
        page.rule();
        page.text(MARGIN, 9.0, Font::Bold, "Total");
        page.text_right(
            columns[2],
            9.0,
            Font::Bold,
            &self.money(self.figures.total_minor),
        );
        page.text_right(
            columns[3],
            9.0,
            Font::Bold,
            &self.money(self.figures.principal_minor),
        );
        page.text_right(
            columns[4],
            9.0,
            Font::Bold,
            &self.money(self.figures.payable_interest_minor),
        );
        page.advance(13.0);
    }
}

fn installments_text(letter: &Letter) -> String {
    let f = &letter.figures;
    if f.overflow_minor > 0 {
        format!(
            "{} of {}, then a last one of {}",
            f.full_periods,
            letter.money(f.installment_minor),
            letter.money(f.overflow_minor)
        )
    } else {
        format!(
            "{} of {}",
            f.no_of_installments,
            letter.money(f.installment_minor)
        )
    }
}

/// "1 year", "1.5 years", "9 months" (below a year).
fn years_text(years: rust_decimal::Decimal) -> String {
    use rust_decimal::Decimal;
    if years < Decimal::ONE {
        format!(
            "{} months",
            portal_core::loans::application::period_months(years)
        )
    } else if years == Decimal::ONE {
        "1 year".to_owned()
    } else {
        format!("{} years", years.normalize())
    }
}
