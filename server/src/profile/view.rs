//! A client's details in the shape `GET /client/details/{userId}` answers, and where setup sends them.

use portal_core::places::Country;
use portal_core::profile::{profile_route, SetupProgress};
use portal_core::roles::Role;

use super::model::{
    BankView, BioData, ClientDetailsView, IdentityView, NextOfKinView, ResidenceView,
};
use super::store::ClientDetails;
use crate::media::model::media_url;
use crate::staff::visibility::{Group, Reader};
use crate::users::model::User;

/// What core's routing needs to know. The M-Pesa step creates the bio data (the number is only
/// stored once verified); the personal-info step the bank account; the identity step the type.
pub fn setup_progress(user: &User, details: Option<&ClientDetails>) -> SetupProgress {
    SetupProgress {
        has_identity_type: details.is_some_and(|d| d.identity_type.is_some()),
        has_bank_account_name: details.is_some_and(|d| !d.personal.bank_account_name.is_empty()),
        has_bio_data: user.mpesa_phone.is_some() || details.is_some(),
        use_new_onboarding: user.use_new_onboarding,
        onboarding_complete: user.onboarding_complete,
        is_applicant: user.role == Role::Applicant,
    }
}

/// Finished when core sends the user where it sends someone who has done every step.
pub fn is_setup_complete(progress: SetupProgress) -> bool {
    let done = SetupProgress {
        has_identity_type: true,
        ..progress
    };
    profile_route(progress) == profile_route(done)
}

/// The details as `reader` may see them: everything for the client themself, the table's groups
/// for staff (see staff/visibility.rs).
pub fn details_view(
    user: &User,
    details: Option<&ClientDetails>,
    reader: &Reader,
) -> ClientDetailsView {
    let personal = details.map(|d| &d.personal);
    let text =
        |pick: fn(&super::store::PersonalDetails) -> &String| personal.map(|p| pick(p).clone());
    ClientDetailsView {
        bio_data: BioData {
            first_name: user.first_name.clone(),
            last_name: user.last_name.clone(),
            email: user.email.clone(),
            phone_number: user.phone_number.clone(),
            bvn: reader.shown(Group::Identity, text(|p| &p.national_id)),
            mpesa_phone: user.mpesa_phone.clone(),
            alternative_phone_number: personal.and_then(|p| p.alternative_phone.clone()),
            bvn_phone_number: None,
        },
        identity: reader.shown(
            Group::Identity,
            IdentityView {
                identity_type: details.and_then(|d| d.identity_type.clone()),
                profile_photo: user.profile_photo.clone(),
                image_url: details.and_then(|d| d.identity_file_id.as_deref().map(media_url)),
            },
        ),
        residence: ResidenceView {
            street: text(|p| &p.residence_street),
            city: text(|p| &p.residence_city),
            state: text(|p| &p.residence_state),
        },
        bank: reader.shown(
            Group::Bank,
            BankView {
                account_name: text(|p| &p.bank_account_name),
                account_type: text(|p| &p.bank_account_type),
                account_number: text(|p| &p.bank_account_number),
                bank_name: text(|p| &p.bank_name),
                bank_code: personal.and_then(|p| p.bank_code.clone()),
                verified: personal.is_some_and(|p| p.bank_verified),
            },
        ),
        next_of_kin: reader.shown(
            Group::NextOfKin,
            NextOfKinView {
                full_name: text(|p| &p.next_of_kin_full_name),
                relationship: text(|p| &p.next_of_kin_relationship),
                email: text(|p| &p.next_of_kin_email),
                phone_number: text(|p| &p.next_of_kin_phone),
                residential_address: text(|p| &p.next_of_kin_address),
            },
        ),
        gender: user.gender.clone(),
        country: user
            .country
            .as_deref()
            .and_then(Country::parse)
            .map(|c| c.name().to_owned()),
        mpesa_verified: user.mpesa_phone.is_some(),
        setup_path: profile_route(setup_progress(user, details)).to_owned(),
        hidden: reader.hidden(),
    }
}
