//! The portfolio's entrepreneurs: names, businesses and hubs (six per hub).

use portal_core::loans::lifecycle::LoanStatus;
pub use portal_core::onboarding::hubs::Hub;

/// (town, county or region) of a hub's clients.
pub fn place(hub: Hub) -> (&'static str, &'static str) {
    match hub {
        Hub::Nairobi => ("Nairobi", "Nairobi"),
        Hub::Kisumu => ("Kisumu", "Kisumu"),
        Hub::Mombasa => ("Mombasa", "Mombasa"),
        Hub::Tanzania => ("Dar es Salaam", "Dar es Salaam"),
        Hub::Nakuru => ("Nakuru", "Nakuru"),
    }
}

pub fn in_tanzania(hub: Hub) -> bool {
    hub == Hub::Tanzania
}

/// What becomes of a client's loan in the demo.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Story {
    /// Stopped in a status before any money went out.
    Open(LoanStatus),
    /// Disbursed, `paid` installments paid on their due dates, the next one due in `late` days'
    /// time (negative: overdue by that many days).
    Active { paid: i64, next_due_in: i64 },
    /// Disbursed and repaid in full; `ended_days_ago` since the last payment.
    Closed { ended_days_ago: i64 },
    /// Disbursed, a few installments paid, then written off by the super admin.
    WrittenOff,
}

pub struct Person {
    pub first_name: &'static str,
    pub last_name: &'static str,
    pub business: &'static str,
    pub street: &'static str,
    pub hub: Hub,
    /// Oldest first: a repeat borrower's closed loan, then the current one.
    pub loans: &'static [Story],
}

use LoanStatus as S;
use Story::{Active, Closed, Open, WrittenOff};

const fn p(
    first_name: &'static str,
    last_name: &'static str,
    business: &'static str,
    street: &'static str,
    hub: Hub,
    loans: &'static [Story],
) -> Person {
    Person {
        first_name,
        last_name,
        business,
        street,
        hub,
        loans,
    }
}

/// Arrears of each report band (1–30, 31–60, 61–90, 90+ days) and loans that are up to date.
const CURRENT: Story = Active {
    paid: 1,
    next_due_in: 12,
};
const LATE_1_30: Story = Active {
    paid: 2,
    next_due_in: -12,
};
const LATE_31_60: Story = Active {
    paid: 2,
    next_due_in: -45,
};
const LATE_61_90: Story = Active {
    paid: 1,
    next_due_in: -75,
};
const LATE_90_PLUS: Story = Active {
    paid: 1,
    next_due_in: -120,
};

pub const PORTFOLIO: [Person; 30] = [
    p(
        "Wanjiku",
        "Kamau",
        "Mama Wanjiku Groceries",
        "Kawangware, Muslim Road",
        Hub::Nairobi,
        &[
            Closed {
                ended_days_ago: 200,
            },
            Active {
                paid: 2,
                next_due_in: 9,
            },
        ],
    ),
    p(
        "Ochieng",
        "Odhiambo",
        "Lakeside Fish Traders",
        "Kondele, Nairobi Road",
        Hub::Kisumu,
        &[CURRENT],
    ),
    p(
        "Fatuma",
        "Said",
        "Fatuma Tailoring",
        "Old Town, Ndia Kuu",
        Hub::Mombasa,
        &[LATE_1_30],
    ),
    p(
        "Neema",
        "Mushi",
        "Neema Mama Lishe",
        "Kariakoo, Msimbazi Street",
        Hub::Tanzania,
        &[LATE_31_60],
    ),
    p(
        "Kiprop",
        "Cheruiyot",
        "Rift Valley Dairy",
        "Lanet, Nakuru-Nairobi Highway",
        Hub::Nakuru,
        &[LATE_61_90],
    ),
    p(
        "Akinyi",
        "Otieno",
        "Akinyi Salon & Spa",
        "Eastleigh, First Avenue",
        Hub::Nairobi,
        &[LATE_90_PLUS],
    ),
    p(
        "Omondi",
        "Okoth",
        "Dunga Boda Spares",
        "Nyalenda, Ring Road",
        Hub::Kisumu,
        &[Closed { ended_days_ago: 40 }],
    ),
    p(
        "Mwanaisha",
        "Bakari",
        "Bakari Spices & Cereals",
        "Likoni, Mtongwe Road",
        Hub::Mombasa,
        &[Closed {
            ended_days_ago: 110,
        }],
    ),
    p(
        "Juma",
        "Mrisho",
        "Mrisho Hardware",
        "Sinza, Shekilango Road",
        Hub::Tanzania,
        &[WrittenOff],
    ),
    p(
        "Chebet",
        "Koech",
        "Chebet Fresh Produce",
        "Free Area, Kenlands",
        Hub::Nakuru,
        &[Open(S::Draft)],
    ),
    p(
        "Mutua",
        "Musyoka",
        "Mutua Electronics",
        "Gikomba, Kombo Munyiri Road",
        Hub::Nairobi,
        &[Open(S::Pending)],
    ),
    p(
        "Adhiambo",
        "Were",
        "Were Poultry Farm",
        "Mamboleo, Kisumu-Kakamega Road",
        Hub::Kisumu,
        &[Open(S::Pending)],
    ),
    p(
        "Hamisi",
        "Mwinyi",
        "Mwinyi Coast Carpentry",
        "Bamburi, Mtambo Road",
        Hub::Mombasa,
        &[Open(S::UnderReview)],
    ),
    p(
        "Rehema",
        "Kimaro",
        "Rehema Batiki",
        "Mbezi Beach, Africana Road",
        Hub::Tanzania,
        &[Open(S::Returned)],
    ),
    p(
        "Njoroge",
        "Gitau",
        "Gitau Agrovet",
        "Bondeni, Kenyatta Avenue",
        Hub::Nakuru,
        &[Open(S::Recommended)],
    ),
    p(
        "Atieno",
        "Onyango",
        "Atieno Catering",
        "Kibera, Olympic Estate",
        Hub::Nairobi,
        &[Open(S::Approved)],
    ),
    p(
        "Kevin",
        "Ouma",
        "Ouma Phone Repairs",
        "Manyatta, Arina Road",
        Hub::Kisumu,
        &[Open(S::Rejected)],
    ),
    p(
        "Zawadi",
        "Mohamed",
        "Zawadi Henna Art",
        "Majengo, Digo Road",
        Hub::Mombasa,
        &[Open(S::Withdrawn)],
    ),
    p(
        "Baraka",
        "Massawe",
        "Massawe Tours",
        "Njiro, Arusha Road",
        Hub::Tanzania,
        &[CURRENT],
    ),
    p(
        "Wambui",
        "Njuguna",
        "Wambui Cereals",
        "Shabab, Ngata Road",
        Hub::Nakuru,
        &[LATE_1_30],
    ),
    p(
        "Kariuki",
        "Maina",
        "Maina Matatu Parts",
        "Kariobangi, Outering Road",
        Hub::Nairobi,
        &[
            Closed {
                ended_days_ago: 150,
            },
            Open(S::Pending),
        ],
    ),
    p(
        "Achieng",
        "Owino",
        "Owino Soap Makers",
        "Nyamasaria, Kisumu-Nairobi Road",
        Hub::Kisumu,
        &[LATE_31_60],
    ),
    p(
        "Salim",
        "Abdalla",
        "Abdalla Fruit Juices",
        "Kongowea, Market Road",
        Hub::Mombasa,
        &[CURRENT],
    ),
    p(
        "Upendo",
        "Lyimo",
        "Upendo Mitumba",
        "Mwenge, Sam Nujoma Road",
        Hub::Tanzania,
        &[Closed { ended_days_ago: 70 }],
    ),
    p(
        "Jepkorir",
        "Rotich",
        "Rotich Honey Products",
        "Milimani, Flamingo Road",
        Hub::Nakuru,
        &[Open(S::Approved)],
    ),
    p(
        "Nyambura",
        "Kariuki",
        "Nyambura Beauty Supplies",
        "Githurai 45, Kamiti Road",
        Hub::Nairobi,
        &[LATE_90_PLUS],
    ),
    p(
        "Otieno",
        "Ogola",
        "Ogola Welding Works",
        "Obunga, Nyerere Road",
        Hub::Kisumu,
        &[Open(S::Rejected)],
    ),
    p(
        "Khadija",
        "Omar",
        "Khadija Bridal Wear",
        "Nyali, Links Road",
        Hub::Mombasa,
        &[],
    ),
    p(
        "Imani",
        "Mollel",
        "Mollel Maize Millers",
        "Tegeta, Bagamoyo Road",
        Hub::Tanzania,
        &[Open(S::UnderReview)],
    ),
    p(
        "Kibet",
        "Langat",
        "Langat Cyber & Printing",
        "Section 58, Nakuru",
        Hub::Nakuru,
        &[],
    ),
];

/// The entrepreneur whose books hold a year of DigiKua records (and whose loan is repaid on time).
pub const SHOWCASE: usize = 0;

impl Person {
    pub fn email(&self) -> String {
        format!(
            "{}.{}@demo.test",
            self.first_name.to_ascii_lowercase(),
            self.last_name.to_ascii_lowercase()
        )
    }

    /// The person's phone, from their place in the portfolio.
    pub fn phone(&self, index: usize) -> String {
        if in_tanzania(self.hub) {
            format!("2557540{:05}", 100 + index)
        } else {
            format!("2547220{:05}", 100 + index)
        }
    }
}

/// The e-mail of the portfolio's showcase entrepreneur (the DigiKua year and an active loan).
pub fn showcase_email() -> String {
    PORTFOLIO[SHOWCASE].email()
}
