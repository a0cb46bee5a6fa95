//! The lookup lists of the bookkeeping forms (spec 002 section 3.1): product categories,
//! measurements, types of sale, types of expense and investment types, each an id and a name in
//! English and Swahili. The server seeds its lookup table from these and the phone has them offline.

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum LookupList {
    ProductCategory,
    Measurement,
    SaleType,
    ExpenseType,
    InvestmentType,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Lookup {
    pub id: &'static str,
    pub en: &'static str,
    pub sw: &'static str,
}

const fn l(id: &'static str, en: &'static str, sw: &'static str) -> Lookup {
    Lookup { id, en, sw }
}

static PRODUCT_CATEGORIES: &[Lookup] = &[
    l("food", "Food and drinks", "Vyakula na vinywaji"),
    l("farm", "Farm produce", "Mazao ya shamba"),
    l("clothing", "Clothing and shoes", "Nguo na viatu"),
    l(
        "beauty",
        "Beauty and personal care",
        "Urembo na usafi binafsi",
    ),
    l("household", "Household goods", "Vifaa vya nyumbani"),
    l("hardware", "Hardware and building", "Vifaa vya ujenzi"),
    l(
        "electronics",
        "Phones and electronics",
        "Simu na vifaa vya umeme",
    ),
    l(
        "stationery",
        "Stationery and books",
        "Vifaa vya kuandikia na vitabu",
    ),
    l("health", "Health and medicine", "Afya na dawa"),
    l("crafts", "Crafts and furniture", "Kazi za mikono na samani"),
    l("transport", "Transport", "Usafiri"),
    l("repairs", "Repairs and maintenance", "Matengenezo"),
    l("hospitality", "Hotels and catering", "Hoteli na upishi"),
    l("other", "Other", "Nyingine"),
];

static MEASUREMENTS: &[Lookup] = &[
    l("piece", "Piece", "Kipande"),
    l("kg", "Kilogram", "Kilo"),
    l("gram", "Gram", "Gramu"),
    l("litre", "Litre", "Lita"),
    l("ml", "Millilitre", "Mililita"),
    l("metre", "Metre", "Mita"),
    l("dozen", "Dozen", "Dazeni"),
    l("packet", "Packet", "Pakiti"),
    l("bag", "Bag", "Gunia"),
    l("crate", "Crate", "Kreti"),
    l("bunch", "Bunch", "Kichane"),
    l("hour", "Hour", "Saa"),
    l("day", "Day", "Siku"),
    l("job", "Job", "Kazi"),
];

static SALE_TYPES: &[Lookup] = &[
    l("cash", "Cash", "Taslimu"),
    l("mpesa", "M-Pesa", "M-Pesa"),
    l("bank", "Bank transfer", "Benki"),
    l("credit", "On credit", "Mkopo"),
];

static EXPENSE_TYPES: &[Lookup] = &[
    l("stock", "Stock for resale", "Bidhaa za kuuza"),
    l("materials", "Raw materials", "Malighafi"),
    l("rent", "Rent", "Kodi ya pango"),
    l("wages", "Wages and salaries", "Mishahara"),
    l("transport", "Transport", "Usafiri"),
    l("utilities", "Electricity and water", "Umeme na maji"),
    l(
        "airtime",
        "Airtime and internet",
        "Muda wa maongezi na intaneti",
    ),
    l("licences", "Licences and permits", "Leseni na vibali"),
    l("marketing", "Marketing", "Matangazo"),
    l("repairs", "Repairs and maintenance", "Matengenezo"),
    l("equipment", "Equipment and tools", "Vifaa na zana"),
    l("premises", "Premises and furniture", "Majengo na samani"),
    l("vehicle", "Vehicles", "Magari"),
    l("other", "Other", "Nyingine"),
];

static INVESTMENT_TYPES: &[Lookup] = &[
    l("savings", "Own savings", "Akiba binafsi"),
    l("loan", "Loan", "Mkopo"),
    l("grant", "Grant", "Ruzuku"),
    l("partner", "Partner's equity", "Mtaji wa mbia"),
    l("family", "Family and friends", "Familia na marafiki"),
    l("asset", "Asset brought in", "Mali iliyoletwa"),
    l("other", "Other", "Nyingine"),
];

impl LookupList {
    pub const ALL: [LookupList; 5] = [
        LookupList::ProductCategory,
        LookupList::Measurement,
        LookupList::SaleType,
        LookupList::ExpenseType,
        LookupList::InvestmentType,
    ];

    pub fn entries(self) -> &'static [Lookup] {
        match self {
            LookupList::ProductCategory => PRODUCT_CATEGORIES,
            LookupList::Measurement => MEASUREMENTS,
            LookupList::SaleType => SALE_TYPES,
            LookupList::ExpenseType => EXPENSE_TYPES,
            LookupList::InvestmentType => INVESTMENT_TYPES,
        }
    }

    /// The list's name in the lookup table and on the sync wire.
    pub fn name(self) -> &'static str {
        match self {
            LookupList::ProductCategory => "productCategory",
            LookupList::Measurement => "measurement",
            LookupList::SaleType => "saleType",
            LookupList::ExpenseType => "expenseType",
            LookupList::InvestmentType => "investmentType",
        }
    }

    /// The data gateway's resource for the list (spec 002 section 3.1).
    pub fn resource(self) -> &'static str {
        match self {
            LookupList::ProductCategory => "productCategory",
            LookupList::Measurement => "measurement",
            LookupList::SaleType => "entrepreneurSaleType",
            LookupList::ExpenseType => "entrepreneurExpenseType",
            LookupList::InvestmentType => "entrepreneurInvestmentType",
        }
    }

    pub fn find(self, id: &str) -> Option<&'static Lookup> {
        self.entries().iter().find(|e| e.id == id)
    }

    pub fn contains(self, id: &str) -> bool {
        self.find(id).is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn ids_are_unique_within_each_list_and_names_are_given() {
        for list in LookupList::ALL {
            let ids: HashSet<_> = list.entries().iter().map(|e| e.id).collect();
            assert_eq!(ids.len(), list.entries().len(), "{list:?}");
            assert!(list
                .entries()
                .iter()
                .all(|e| !e.en.is_empty() && !e.sw.is_empty()));
        }
        assert_eq!(
            LookupList::SaleType.find("mpesa").map(|e| e.en),
            Some("M-Pesa")
        );
        assert!(!LookupList::Measurement.contains("parsec"));
    }
}
