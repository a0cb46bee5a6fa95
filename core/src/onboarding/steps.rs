//! The client's 14 onboarding steps (spec 001 sections 2.1, 3, 4.1, 5) in the spec's order: each
//! step's wire name, route slug, label, missing-file message, accepted files and storage folder.

use crate::language::Language;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Step {
    Passport,
    IdFront,
    IdBack,
    KraPin,
    BusinessName,
    BusinessBank,
    InvestOverview,
    InvestVideo,
    InvestImage,
    InvestLogo,
    EntrepreneurMap,
    CodeConduct,
    PhotoConsent,
    AgreementLetter,
}

/// What a step's file input accepts; the uploads feature maps these to its upload kinds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Accepts {
    Images,
    Pdf,
    ImagesOrPdf,
    Video,
    /// The overview is typed, not uploaded.
    Text,
}

impl Accepts {
    /// The file input's `accept` attribute.
    pub fn accept_attribute(self) -> &'static str {
        match self {
            Accepts::Images => "image/*",
            Accepts::Pdf => ".pdf,application/pdf",
            Accepts::ImagesOrPdf => "image/*,.pdf,application/pdf",
            Accepts::Video => "video/*,.mp4,.webm,.3gp",
            Accepts::Text => "",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Accepts::Images => "images",
            Accepts::Pdf => "pdf",
            Accepts::ImagesOrPdf => "imagesOrPdf",
            Accepts::Video => "video",
            Accepts::Text => "text",
        }
    }
}

/// The user's folder a step's file is stored in (spec 7.1): invest material, or everything else.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Folder {
    Info,
    Invest,
}

impl Folder {
    /// As the state names it: `onboarding.infoFolder` / `onboarding.investFolder`.
    pub fn name(self) -> &'static str {
        match self {
            Folder::Info => "infoFolder",
            Folder::Invest => "investFolder",
        }
    }
}

pub const SELECT_PASSPORT: &str = "Select your passport to continue";
pub const SELECT_ID_FRONT: &str = "Select your front ID to continue";
pub const SELECT_ID_BACK: &str = "Select your Back ID to continue";
pub const SELECT_KRA_PIN: &str = "Select your KRA / TRA Pin certificate to continue";
pub const SELECT_BUSINESS_NAME: &str = "Select your Business name certificate to continue";
pub const SELECT_BUSINESS_BANK: &str = "Select your Business Bank card to continue";
pub const SELECT_OVERVIEW: &str = "Select your business overview to continue";
pub const SELECT_INVEST_VIDEO: &str = "Select your Invest Video to continue";
pub const SELECT_INVEST_IMAGE: &str = "Select your Invest Image to continue";
pub const SELECT_INVEST_LOGO: &str = "Select your Invest Logo to continue";
pub const SELECT_ENTREPRENEUR_MAP: &str = "Select your Entrepreneur Map to continue";
pub const SELECT_CODE_CONDUCT: &str = "Select your Code of Conduct to continue";
pub const SELECT_PHOTO_CONSENT: &str = "Select your Photography Consent to continue";
pub const SELECT_AGREEMENT_LETTER: &str = "Select your Agreement letter to continue";

/// The invest video's guidance: at most 5 minutes (spec 9); the server reads the duration.
pub const MAX_VIDEO_SECONDS: u32 = 5 * 60;
pub const VIDEO_GUIDANCE: &str = "Record a video of at most 5 minutes";
pub const VIDEO_TOO_LONG: &str = "The video is longer than 5 minutes, choose a shorter one";

/// The server's check of the invest video's duration, read from its container.
pub fn check_video_seconds(seconds: u32) -> Result<(), &'static str> {
    if seconds > MAX_VIDEO_SECONDS {
        Err(VIDEO_TOO_LONG)
    } else {
        Ok(())
    }
}

/// The same check on the phone, before upload, for a duration the browser read in milliseconds: the
/// server's limit (`uploads::MAX_VIDEO_MILLIS`, so 300.5 s is refused as it will be), with this
/// step's message.
pub fn check_video_millis(millis: u64) -> Result<(), &'static str> {
    if millis > crate::uploads::MAX_VIDEO_MILLIS {
        Err(VIDEO_TOO_LONG)
    } else {
        Ok(())
    }
}

/// Sidebar entry 1, done once the hub set-up has run.
pub const ACTIVATION_LABEL: &str = "DigiKua & Portal Activation";
pub const ACTIVATION_LABEL_SW: &str = "Uanzishaji wa DigiKua na Tovuti";

/// The client's base route.
pub const CLIENT_BASE: &str = "/dashboard/onboarding";

impl Step {
    pub const ALL: [Step; 14] = [
        Step::Passport,
        Step::IdFront,
        Step::IdBack,
        Step::KraPin,
        Step::BusinessName,
        Step::BusinessBank,
        Step::InvestOverview,
        Step::InvestVideo,
        Step::InvestImage,
        Step::InvestLogo,
        Step::EntrepreneurMap,
        Step::CodeConduct,
        Step::PhotoConsent,
        Step::AgreementLetter,
    ];

    /// The `step` of `POST /api/onboarding/{userId}/step`.
    pub fn name(self) -> &'static str {
        match self {
            Step::Passport => "passport",
            Step::IdFront => "idFront",
            Step::IdBack => "idBack",
            Step::KraPin => "kraPin",
            Step::BusinessName => "businessName",
            Step::BusinessBank => "businessBank",
            Step::InvestOverview => "investOverview",
            Step::InvestVideo => "investVideo",
            Step::InvestImage => "investImage",
            Step::InvestLogo => "investLogo",
            Step::EntrepreneurMap => "entrepreneurMap",
            Step::CodeConduct => "codeConduct",
            Step::PhotoConsent => "photoConsent",
            Step::AgreementLetter => "agreementLetter",
        }
    }

    /// The last part of its route, `/dashboard/onboarding/apply/<slug>`.
    pub fn slug(self) -> &'static str {
        match self {
            Step::Passport => "start",
            Step::IdFront => "id_front",
            Step::IdBack => "id_back",
            Step::KraPin => "kra_pin",
            Step::BusinessName => "b_name",
            Step::BusinessBank => "b_bank",
            Step::InvestOverview => "invest_overview",
            Step::InvestVideo => "invest_video",
            Step::InvestImage => "invest_image",
            Step::InvestLogo => "invest_logo",
            Step::EntrepreneurMap => "e_map",
            Step::CodeConduct => "conduct",
            Step::PhotoConsent => "photography",
            Step::AgreementLetter => "final",
        }
    }

    pub fn route(self) -> String {
        [CLIENT_BASE, "/apply/", self.slug()].concat()
    }

    pub fn parse(name: &str) -> Option<Step> {
        Step::ALL.into_iter().find(|s| s.name() == name.trim())
    }

    pub fn from_slug(slug: &str) -> Option<Step> {
        Step::ALL.into_iter().find(|s| s.slug() == slug.trim())
    }

    /// 0 for the passport … 13 for the agreement letter.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The step after this one; None after the agreement letter (then the approvals page).
    pub fn next(self) -> Option<Step> {
        Step::ALL.get(self.index() + 1).copied()
    }

    /// The label of the page, the sidebar and a file's name (spec 7.1).
    pub fn label(self, language: Language) -> &'static str {
        let (en, sw) = match self {
            Step::Passport => ("Passport Photo", "Picha ya Pasipoti"),
            Step::IdFront => ("National ID Front", "Kitambulisho (Mbele)"),
            Step::IdBack => ("National ID Back", "Kitambulisho (Nyuma)"),
            Step::KraPin => ("KRA / TRA Pin Certificate", "Cheti cha PIN ya KRA / TRA"),
            Step::BusinessName => ("Business Name Certificate", "Cheti cha Jina la Biashara"),
            Step::BusinessBank => ("Business Bank Card", "Kadi ya Benki ya Biashara"),
            Step::InvestOverview => ("Business Overview", "Muhtasari wa Biashara"),
            Step::InvestVideo => ("Invest Video", "Video ya Uwekezaji"),
            Step::InvestImage => ("Invest Image", "Picha ya Uwekezaji"),
            Step::InvestLogo => ("Invest Logo", "Nembo ya Uwekezaji"),
            Step::EntrepreneurMap => ("Entrepreneur Map", "Ramani ya Mjasiriamali"),
            Step::CodeConduct => ("Code of Conduct", "Kanuni za Maadili"),
            Step::PhotoConsent => ("Photography Consent", "Idhini ya Kupigwa Picha"),
            Step::AgreementLetter => ("Agreement Letter", "Barua ya Makubaliano"),
        };
        match language {
            Language::English => en,
            Language::Swahili => sw,
        }
    }

    /// The spec's message when the step is sent without its file (or its text).
    pub fn missing_message(self) -> &'static str {
        match self {
            Step::Passport => SELECT_PASSPORT,
            Step::IdFront => SELECT_ID_FRONT,
            Step::IdBack => SELECT_ID_BACK,
            Step::KraPin => SELECT_KRA_PIN,
            Step::BusinessName => SELECT_BUSINESS_NAME,
            Step::BusinessBank => SELECT_BUSINESS_BANK,
            Step::InvestOverview => SELECT_OVERVIEW,
            Step::InvestVideo => SELECT_INVEST_VIDEO,
            Step::InvestImage => SELECT_INVEST_IMAGE,
            Step::InvestLogo => SELECT_INVEST_LOGO,
            Step::EntrepreneurMap => SELECT_ENTREPRENEUR_MAP,
            Step::CodeConduct => SELECT_CODE_CONDUCT,
            Step::PhotoConsent => SELECT_PHOTO_CONSENT,
            Step::AgreementLetter => SELECT_AGREEMENT_LETTER,
        }
    }

    pub fn accepts(self) -> Accepts {
        match self {
            Step::Passport
            | Step::IdFront
            | Step::IdBack
            | Step::InvestImage
            | Step::InvestLogo => Accepts::Images,
            Step::KraPin | Step::BusinessName => Accepts::Pdf,
            Step::BusinessBank
            | Step::EntrepreneurMap
            | Step::CodeConduct
            | Step::PhotoConsent
            | Step::AgreementLetter => Accepts::ImagesOrPdf,
            Step::InvestVideo => Accepts::Video,
            Step::InvestOverview => Accepts::Text,
        }
    }

    pub fn folder(self) -> Folder {
        match self {
            Step::InvestVideo | Step::InvestImage | Step::InvestLogo => Folder::Invest,
            _ => Folder::Info,
        }
    }

    /// Whether the value sent is a file id (every step but the typed overview).
    pub fn takes_file(self) -> bool {
        self.accepts() != Accepts::Text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_spec_order_with_names_and_slugs() {
        let names: Vec<_> = Step::ALL.iter().map(|s| s.name()).collect();
        assert_eq!(
            names,
            [
                "passport",
                "idFront",
                "idBack",
                "kraPin",
                "businessName",
                "businessBank",
                "investOverview",
                "investVideo",
                "investImage",
                "investLogo",
                "entrepreneurMap",
                "codeConduct",
                "photoConsent",
                "agreementLetter"
            ]
        );
        let slugs: Vec<_> = Step::ALL.iter().map(|s| s.slug()).collect();
        assert_eq!(
            slugs,
            [
                "start",
                "id_front",
                "id_back",
                "kra_pin",
                "b_name",
                "b_bank",
                "invest_overview",
                "invest_video",
                "invest_image",
                "invest_logo",
                "e_map",
                "conduct",
                "photography",
                "final"
            ]
        );
        assert_eq!(Step::KraPin.route(), "/dashboard/onboarding/apply/kra_pin");
        assert_eq!(Step::Passport.next(), Some(Step::IdFront));
        assert_eq!(Step::AgreementLetter.next(), None);
    }

    #[test]
    fn names_and_slugs_read_back() {
        for (i, step) in Step::ALL.into_iter().enumerate() {
            assert_eq!(step.index(), i);
            assert_eq!(Step::parse(step.name()), Some(step));
            assert_eq!(Step::from_slug(step.slug()), Some(step));
            assert_ne!(step.label(Language::English), step.label(Language::Swahili));
        }
        assert_eq!(Step::parse("KRAPIN"), None, "wire names are exact");
        assert_eq!(Step::parse("nothing"), None);
    }

    #[test]
    fn files_and_folders_by_step() {
        assert_eq!(Step::Passport.accepts(), Accepts::Images);
        assert_eq!(Step::InvestLogo.accepts(), Accepts::Images);
        assert_eq!(Step::KraPin.accepts(), Accepts::Pdf);
        assert_eq!(Step::BusinessName.accepts(), Accepts::Pdf);
        assert_eq!(Step::AgreementLetter.accepts(), Accepts::ImagesOrPdf);
        assert_eq!(Step::BusinessBank.accepts(), Accepts::ImagesOrPdf);
        assert_eq!(Step::InvestVideo.accepts(), Accepts::Video);
        assert!(!Step::InvestOverview.takes_file());
        let invest: Vec<_> = Step::ALL
            .into_iter()
            .filter(|s| s.folder() == Folder::Invest)
            .collect();
        assert_eq!(
            invest,
            [Step::InvestVideo, Step::InvestImage, Step::InvestLogo]
        );
        assert_eq!(Step::InvestOverview.missing_message(), SELECT_OVERVIEW);
        assert_eq!(check_video_seconds(300), Ok(()));
        assert_eq!(check_video_seconds(301), Err(VIDEO_TOO_LONG));
        assert_eq!(check_video_millis(300_000), Ok(()));
        assert_eq!(check_video_millis(300_001), Err(VIDEO_TOO_LONG));
        assert_eq!(
            Step::BusinessBank.missing_message(),
            "Select your Business Bank card to continue"
        );
    }
}
