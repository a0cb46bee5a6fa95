//! The portfolio's client accounts with their profiles (personal details, next of kin, bank,
//! verified M-Pesa number), registered by the demo sales agent.

use portal_core::roles::Role;
use sqlx::{Any, Transaction};

use super::people::{in_tanzania, place, Person, PORTFOLIO};
use super::random::Sequence;
use crate::error::AppResult;
use crate::profile::store::{self as details, PersonalDetails};
use crate::users::model::NewUser;
use crate::users::store as users;

const KENYAN_BANKS: [&str; 4] = [
    "Equity Bank",
    "KCB Bank",
    "Co-operative Bank",
    "Family Bank",
];
const TANZANIAN_BANKS: [&str; 3] = ["CRDB Bank", "NMB Bank", "NBC Bank"];
const RELATIONS: [&str; 4] = ["Spouse", "Sister", "Brother", "Mother"];
const KIN_NAMES: [&str; 6] = ["Grace", "Peter", "Mary", "John", "Esther", "Daniel"];
/// First names the demo reads as women's (for the profile's gender).
const WOMEN: [&str; 16] = [
    "Wanjiku",
    "Fatuma",
    "Neema",
    "Akinyi",
    "Mwanaisha",
    "Chebet",
    "Adhiambo",
    "Rehema",
    "Atieno",
    "Zawadi",
    "Wambui",
    "Achieng",
    "Upendo",
    "Jepkorir",
    "Nyambura",
    "Khadija",
];

/// The client's national ID number, from their place in the portfolio.
pub fn national_id(index: usize) -> String {
    format!("{}", 27_400_000 + index * 7_919)
}

fn account(person: &Person, index: usize, password_hash: &str) -> NewUser {
    let phone = person.phone(index);
    let woman = WOMEN.contains(&person.first_name) || person.first_name == "Imani";
    NewUser {
        first_name: person.first_name.to_owned(),
        last_name: person.last_name.to_owned(),
        email: person.email(),
        phone_number: Some(phone.clone()),
        role: Role::Client,
        password_hash: password_hash.to_owned(),
        use_new_onboarding: false,
        onboarding_complete: true,
        mpesa_phone: Some(phone),
        active: true,
        verified: true,
        gender: Some(if woman { "Female" } else { "Male" }.to_owned()),
        country: Some(if in_tanzania(person.hub) { "TZ" } else { "KE" }.to_owned()),
        referral: None,
    }
}

fn personal(person: &Person, index: usize, random: &mut Sequence) -> PersonalDetails {
    let (town, county) = place(person.hub);
    let kin = random.pick(&KIN_NAMES);
    let banks: &[&str] = if in_tanzania(person.hub) {
        &TANZANIAN_BANKS
    } else {
        &KENYAN_BANKS
    };
    let holder = format!("{} {}", person.first_name, person.last_name);
    PersonalDetails {
        national_id: national_id(index),
        alternative_phone: None,
        residence_street: person.street.to_owned(),
        residence_city: town.to_owned(),
        residence_state: county.to_owned(),
        next_of_kin_full_name: format!("{kin} {}", person.last_name),
        next_of_kin_relationship: (*random.pick(&RELATIONS)).to_owned(),
        next_of_kin_email: format!(
            "{}.{}@example.com",
            kin.to_ascii_lowercase(),
            person.last_name.to_ascii_lowercase()
        ),
        next_of_kin_phone: person.phone(index + 40),
        next_of_kin_address: format!("{town}, {county}"),
        bank_name: (*random.pick(banks)).to_owned(),
        bank_code: None,
        bank_account_type: "Savings".to_owned(),
        bank_account_number: format!("{:013}", 1_100_200_300_000 + random.between(0, 99_999_999)),
        bank_account_name: holder,
        bank_verified: false,
    }
}

/// Inserts every portfolio client with their details, registered by `agent_id`; their ids, in
/// the portfolio's order.
pub async fn insert_all(
    tx: &mut Transaction<'static, Any>,
    password_hash: &str,
    agent_id: &str,
    now: i64,
) -> AppResult<Vec<String>> {
    let mut random = Sequence::new(0x7e1e_2026);
    let mut ids = Vec::with_capacity(PORTFOLIO.len());
    for (index, person) in PORTFOLIO.iter().enumerate() {
        // Joined over the last year and a half, the first clients first.
        let joined = now - (560 - 15 * i64::try_from(index).unwrap_or(0)) * 86_400;
        let id = users::insert(&mut **tx, &account(person, index, password_hash), joined).await?;
        users::set_registered_by(&mut **tx, &id, agent_id).await?;
        details::save_personal(
            &mut **tx,
            &id,
            &personal(person, index, &mut random),
            joined,
        )
        .await?;
        ids.push(id);
    }
    Ok(ids)
}
