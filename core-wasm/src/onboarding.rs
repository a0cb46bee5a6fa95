//! The acceleration onboarding rules for the PWA: the client's steps, the state and the path from the
//! steps' states (so a step queued offline moves the person on), the countdown, the hubs, the
//! applicant's questions and answers, the team's question, cohort and review checks. Times are epoch
//! seconds; states are their stored names (`not_started`, `pending`, `approved`, `rejected`). A
//! package of its own, loaded with the onboarding screens only.

use portal_core::language::Language;
use portal_core::onboarding::{
    accept, answers, applicant, authoring, client, cohort, deadline, hubs, messages, overview,
    progress, questions, review, steps,
};
use wasm_bindgen::prelude::*;

use crate::{message, FieldErrors};

fn language(code: &str) -> Language {
    Language::parse(code).unwrap_or_default()
}

fn strings<'a>(items: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    items.into_iter().map(str::to_owned).collect()
}

fn step_state(name: &str, reason: &str) -> review::StepState {
    review::StepState::from_stored(name, Some(reason)).unwrap_or_default()
}

// ---- the client's steps -------------------------------------------------------------------------

/// One client step as the screens need it.
#[wasm_bindgen]
pub struct StepInfo {
    step: steps::Step,
}

#[wasm_bindgen]
impl StepInfo {
    /// The wire name (`kraPin`).
    #[wasm_bindgen(getter)]
    pub fn name(&self) -> String {
        self.step.name().to_owned()
    }
    /// The route's last part (`kra_pin`).
    #[wasm_bindgen(getter)]
    pub fn slug(&self) -> String {
        self.step.slug().to_owned()
    }
    #[wasm_bindgen(getter)]
    pub fn route(&self) -> String {
        self.step.route()
    }
    /// 0 to 13; its sidebar entry is `index + 2`.
    #[wasm_bindgen(getter)]
    pub fn index(&self) -> u32 {
        self.step.index() as u32
    }
    pub fn label(&self, language_code: &str) -> String {
        self.step.label(language(language_code)).to_owned()
    }
    /// The spec's message when it is sent without its file (or text), in English.
    #[wasm_bindgen(getter, js_name = missingMessage)]
    pub fn missing_message(&self) -> String {
        self.step.missing_message().to_owned()
    }
    /// `images`, `pdf`, `imagesOrPdf`, `video` or `text` (the overview).
    #[wasm_bindgen(getter)]
    pub fn accepts(&self) -> String {
        self.step.accepts().name().to_owned()
    }
    /// The file input's `accept` attribute.
    #[wasm_bindgen(getter, js_name = acceptAttribute)]
    pub fn accept_attribute(&self) -> String {
        self.step.accepts().accept_attribute().to_owned()
    }
    /// The upload kind its file goes up as (`onboardingImage`, `investVideo`…), or undefined for
    /// the typed overview.
    #[wasm_bindgen(getter, js_name = uploadKind)]
    pub fn upload_kind(&self) -> Option<String> {
        portal_core::onboarding::upload_kinds::upload_kind(self.step)
            .map(|kind| kind.name().to_owned())
    }
    /// `infoFolder` or `investFolder`: which of the state's folders the file goes to.
    #[wasm_bindgen(getter)]
    pub fn folder(&self) -> String {
        self.step.folder().name().to_owned()
    }
    /// The step after it, or undefined after the agreement letter (then the approvals page).
    #[wasm_bindgen(getter)]
    pub fn next(&self) -> Option<String> {
        self.step.next().map(|s| s.name().to_owned())
    }
}

/// The 14 steps' wire names in order.
#[wasm_bindgen(js_name = stepNames)]
pub fn step_names() -> Vec<String> {
    strings(steps::Step::ALL.iter().map(|s| s.name()))
}

/// A step by its wire name or its route slug.
#[wasm_bindgen(js_name = stepInfo)]
pub fn step_info(name_or_slug: &str) -> Option<StepInfo> {
    steps::Step::parse(name_or_slug)
        .or_else(|| steps::Step::from_slug(name_or_slug))
        .map(|step| StepInfo { step })
}

/// Sidebar entry 1, 'DigiKua & Portal Activation'.
#[wasm_bindgen(js_name = activationLabel)]
pub fn activation_label(language_code: &str) -> String {
    match language(language_code) {
        Language::English => steps::ACTIVATION_LABEL,
        Language::Swahili => steps::ACTIVATION_LABEL_SW,
    }
    .to_owned()
}

/// The value of a step (a file id, or the overview's text): the message, or undefined.
#[wasm_bindgen(js_name = checkStepValue)]
pub fn check_step_value(step: &str, value: &str) -> Option<String> {
    match steps::Step::parse(step) {
        Some(step) => client::check_step_value(step, value)
            .err()
            .map(str::to_owned),
        None => message(Some(client::UNKNOWN_STEP)),
    }
}

#[wasm_bindgen(js_name = overviewMaxChars)]
pub fn overview_max_chars() -> u32 {
    overview::OVERVIEW_MAX_CHARS as u32
}

#[wasm_bindgen(js_name = maxVideoSeconds)]
pub fn max_video_seconds() -> u32 {
    steps::MAX_VIDEO_SECONDS
}

/// Why a video of this many seconds (as the browser reads it) is too long for the invest video:
/// core's 'The video is longer than 5 minutes, choose a shorter one', or undefined. A duration the
/// browser could not read (NaN, infinite, negative) passes: the server reads it from the container.
#[wasm_bindgen(js_name = checkVideoSeconds)]
pub fn check_video_seconds(seconds: f64) -> Option<String> {
    if !seconds.is_finite() || seconds < 0.0 {
        return None;
    }
    let millis = (seconds * 1000.0).round() as u64;
    steps::check_video_millis(millis).err().map(str::to_owned)
}

/// 'Record a video of at most 5 minutes'.
#[wasm_bindgen(js_name = videoGuidance)]
pub fn video_guidance() -> String {
    steps::VIDEO_GUIDANCE.to_owned()
}

#[wasm_bindgen(js_name = oldManualSystem)]
pub fn old_manual_system() -> String {
    client::OLD_MANUAL_SYSTEM.to_owned()
}

// ---- state ---------------------------------------------------------------------------------------

/// The state answer's figures and path, computed as the server computes them.
#[wasm_bindgen]
pub struct OnboardingState {
    summary: progress::Summary,
    path: String,
    to_approve: Vec<String>,
    rejected: Vec<String>,
    /// Client: the sidebar's 15 entries; applicant: the side list's names.
    side: Vec<SideEntry>,
    notice: Option<&'static str>,
}

#[wasm_bindgen]
impl OnboardingState {
    /// "7%".
    #[wasm_bindgen(getter)]
    pub fn progress(&self) -> String {
        self.summary.progress()
    }
    #[wasm_bindgen(getter)]
    pub fn percent(&self) -> u32 {
        self.summary.percent
    }
    #[wasm_bindgen(getter, js_name = stepsDone)]
    pub fn steps_done(&self) -> u32 {
        self.summary.steps_done as u32
    }
    #[wasm_bindgen(getter, js_name = totalSteps)]
    pub fn total_steps(&self) -> u32 {
        self.summary.total_steps as u32
    }
    #[wasm_bindgen(getter, js_name = pendingApproval)]
    pub fn pending_approval(&self) -> u32 {
        self.summary.pending_approval() as u32
    }
    #[wasm_bindgen(getter, js_name = daysLeft)]
    pub fn days_left(&self) -> f64 {
        self.summary.time_left.days as f64
    }
    #[wasm_bindgen(getter)]
    pub fn hour(&self) -> u32 {
        self.summary.time_left.hours as u32
    }
    #[wasm_bindgen(getter)]
    pub fn mins(&self) -> u32 {
        self.summary.time_left.mins as u32
    }
    #[wasm_bindgen(getter, js_name = firstAttempt)]
    pub fn first_attempt(&self) -> bool {
        self.summary.first_attempt
    }
    /// The route the person must be on.
    #[wasm_bindgen(getter)]
    pub fn path(&self) -> String {
        self.path.clone()
    }
    /// `welcome`, `apply`, `approvals`, `success` or `too_late`.
    #[wasm_bindgen(getter)]
    pub fn place(&self) -> String {
        self.summary.place.name().to_owned()
    }
    /// `toApproveSteps` names: step wire names (client) or question texts (applicant).
    #[wasm_bindgen(getter, js_name = toApproveSteps)]
    pub fn to_approve_steps(&self) -> Vec<String> {
        self.to_approve.clone()
    }
    /// `rejectedSteps` names, in the order of `rejectedReasons`.
    #[wasm_bindgen(getter, js_name = rejectedSteps)]
    pub fn rejected_steps(&self) -> Vec<String> {
        self.rejected.clone()
    }
    #[wasm_bindgen(getter, js_name = rejectedReasons)]
    pub fn rejected_reasons(&self) -> Vec<String> {
        self.summary
            .rejected
            .iter()
            .map(|(_, r)| r.clone())
            .collect()
    }
    /// Client: the sidebar (activation then the 14 steps); applicant: the questions in order.
    #[wasm_bindgen(getter)]
    pub fn side(&self) -> Vec<SideEntry> {
        self.side.clone()
    }
    /// Applicant on /welcome: 'Continue with your application' when moved on, else undefined.
    #[wasm_bindgen(getter, js_name = welcomeNotice)]
    pub fn welcome_notice(&self) -> Option<String> {
        message(self.notice)
    }
}

/// An entry of the client's sidebar or of the applicant's side list.
#[derive(Clone)]
#[wasm_bindgen]
pub struct SideEntry {
    name: String,
    label_en: String,
    label_sw: String,
    state: &'static str,
    current: bool,
}

#[wasm_bindgen]
impl SideEntry {
    /// `activation`, a step's wire name, or a question's id.
    #[wasm_bindgen(getter)]
    pub fn name(&self) -> String {
        self.name.clone()
    }
    /// Its label (a question's text cut after 21 characters).
    pub fn label(&self, language_code: &str) -> String {
        match language(language_code) {
            Language::English => self.label_en.clone(),
            Language::Swahili => self.label_sw.clone(),
        }
    }
    /// `not_started`, `pending`, `approved` or `rejected` (the activation: `approved` once run).
    #[wasm_bindgen(getter)]
    pub fn state(&self) -> String {
        self.state.to_owned()
    }
    /// Sent and not rejected.
    #[wasm_bindgen(getter)]
    pub fn done(&self) -> bool {
        matches!(self.state, "pending" | "approved")
    }
    /// The page the person must be on.
    #[wasm_bindgen(getter)]
    pub fn current(&self) -> bool {
        self.current
    }
}

fn client_onboarding(
    activated: bool,
    states: &[String],
    reasons: &[String],
) -> client::ClientOnboarding {
    client::ClientOnboarding {
        activated,
        steps: std::array::from_fn(|i| {
            step_state(
                states.get(i).map_or("", String::as_str),
                reasons.get(i).map_or("", String::as_str),
            )
        }),
    }
}

/// A client's state: `states` and `reasons` by step order (14 each; a reason only for `rejected`).
#[wasm_bindgen(js_name = clientState)]
pub fn client_state(
    activated: bool,
    states: Vec<String>,
    reasons: Vec<String>,
    now: f64,
    deadline: f64,
) -> OnboardingState {
    let onboarding = client_onboarding(activated, &states, &reasons);
    let state = client::client_state(&onboarding, now as i64, deadline as i64);
    let side = client::sidebar(&onboarding, state.summary.place)
        .into_iter()
        .map(|entry| SideEntry {
            name: entry.step.map_or("activation", |s| s.name()).to_owned(),
            label_en: entry.label(Language::English).to_owned(),
            label_sw: entry.label(Language::Swahili).to_owned(),
            state: entry.state.name(),
            current: entry.current,
        })
        .collect();
    OnboardingState {
        path: state.path(),
        to_approve: strings(state.to_approve_steps().iter().map(|s| s.name())),
        rejected: strings(state.rejected_steps().iter().map(|(s, _)| s.name())),
        side,
        notice: None,
        summary: state.summary,
    }
}

/// Whether the client may send `step` now: the message, or undefined.
#[wasm_bindgen(js_name = maySubmitStep)]
pub fn may_submit_step(
    step: &str,
    activated: bool,
    states: Vec<String>,
    reasons: Vec<String>,
    now: f64,
    deadline: f64,
) -> Option<String> {
    let onboarding = client_onboarding(activated, &states, &reasons);
    let step = match steps::Step::parse(step) {
        Some(step) => step,
        None => return message(Some(client::UNKNOWN_STEP)),
    };
    message(client::may_submit(&onboarding, step, now as i64, deadline as i64).err())
}

// ---- deadline and hubs ----------------------------------------------------------------------------

/// The countdown `[days, hours, minutes]` from `now` to `deadline`.
#[wasm_bindgen(js_name = timeLeft)]
pub fn time_left(now: f64, deadline: f64) -> Vec<f64> {
    let t = deadline::time_left(now as i64, deadline as i64);
    vec![t.days as f64, t.hours as f64, t.mins as f64]
}

/// The cohort's deadline when set, else 90 days from enrolment.
#[wasm_bindgen(js_name = deadlineFor)]
pub fn deadline_for(enrolled_at: f64, cohort_deadline: Option<f64>) -> f64 {
    deadline::deadline(enrolled_at as i64, cohort_deadline.map(|d| d as i64)) as f64
}

/// The hub set-up's fallback reload (180000 ms).
#[wasm_bindgen(js_name = setupFallbackReloadMs)]
pub fn setup_fallback_reload_ms() -> u32 {
    deadline::SETUP_FALLBACK_RELOAD_MS
}

#[wasm_bindgen(js_name = hubNames)]
pub fn hub_names() -> Vec<String> {
    strings(hubs::Hub::ALL.iter().map(|h| h.name()))
}

/// 'Select the location of the hub closest to you', or undefined for one of the five.
#[wasm_bindgen(js_name = checkHub)]
pub fn check_hub(text: &str) -> Option<String> {
    message(hubs::check_hub(text).err())
}

// ---- applicant questions ----------------------------------------------------------------------------

/// A cohort's questions and the applicant's answers' states, built up from the server's answer.
#[wasm_bindgen]
#[derive(Default)]
pub struct Questions {
    list: Vec<questions::Question>,
    answers: Vec<(String, review::StepState)>,
}

#[wasm_bindgen]
impl Questions {
    #[wasm_bindgen(constructor)]
    pub fn new() -> Questions {
        Questions::default()
    }

    /// Adds a question (`kind`: file, number, textarea, text, checkbox, select). Returns the message
    /// for a type it does not know (and leaves the question out), else undefined.
    #[allow(clippy::too_many_arguments)]
    pub fn add(
        &mut self,
        id: &str,
        text: &str,
        order: f64,
        kind: &str,
        options: Vec<String>,
        file_type: &str,
        required: bool,
    ) -> Option<String> {
        let Some(kind) = questions::QuestionType::parse(kind) else {
            return message(Some(authoring::UNKNOWN_QUESTION_TYPE));
        };
        self.list.push(questions::Question {
            id: id.to_owned(),
            text: text.to_owned(),
            order: order as i64,
            kind,
            options,
            file_type: file_type.to_owned(),
            required,
        });
        None
    }

    /// The state of the answer to question `id` (`pending`, `approved`, `rejected` with its reason).
    pub fn answer(&mut self, id: &str, state: &str, reason: &str) {
        self.answers
            .push((id.to_owned(), step_state(state, reason)));
    }

    fn answers(&self) -> Vec<(&str, review::StepState)> {
        self.answers
            .iter()
            .map(|(id, s)| (id.as_str(), s.clone()))
            .collect()
    }

    fn find(&self, id: &str) -> Option<&questions::Question> {
        self.list.iter().find(|q| q.id == id)
    }
}

/// An applicant's state over the questions.
#[wasm_bindgen(js_name = applicantState)]
pub fn applicant_state(
    questions: &Questions,
    activated: bool,
    now: f64,
    deadline: f64,
) -> OnboardingState {
    let answers = questions.answers();
    let state = applicant::applicant_state(
        activated,
        &questions.list,
        &answers,
        now as i64,
        deadline as i64,
    );
    let current = match state.summary.place {
        progress::Place::Step(i) => Some(i),
        _ => None,
    };
    let side = state
        .questions
        .iter()
        .enumerate()
        .map(|(i, q)| {
            let short = questions::short_name(&q.text);
            let answer = answers.iter().find(|(id, _)| *id == q.id);
            SideEntry {
                name: q.id.clone(),
                label_en: short.clone(),
                label_sw: short,
                state: answer.map_or("not_started", |(_, s)| s.name()),
                current: current == Some(i),
            }
        })
        .collect();
    OnboardingState {
        path: state.path(),
        to_approve: strings(state.to_approve_steps().iter().map(|q| q.text.as_str())),
        rejected: strings(state.rejected_steps().iter().map(|(q, _)| q.text.as_str())),
        side,
        notice: state.welcome_notice(),
        summary: state.summary,
    }
}

/// An answer's check: the message, or the values to send.
#[wasm_bindgen]
pub struct AnswerCheck {
    error: Option<&'static str>,
    values: Vec<String>,
}

#[wasm_bindgen]
impl AnswerCheck {
    #[wasm_bindgen(getter)]
    pub fn error(&self) -> Option<String> {
        message(self.error)
    }
    /// Trimmed; a checkbox question's choices in the options' order, each once.
    #[wasm_bindgen(getter)]
    pub fn values(&self) -> Vec<String> {
        self.values.clone()
    }
}

fn answer_check(result: Result<Vec<String>, &'static str>) -> AnswerCheck {
    match result {
        Ok(values) => AnswerCheck {
            error: None,
            values,
        },
        Err(error) => AnswerCheck {
            error: Some(error),
            values: Vec::new(),
        },
    }
}

/// The answer to question `id` (one value, or a checkbox question's choices), with the order and the
/// deadline checked as the server checks them.
#[wasm_bindgen(js_name = checkAnswer)]
pub fn check_answer(
    questions: &Questions,
    id: &str,
    values: Vec<String>,
    activated: bool,
    now: f64,
    deadline: f64,
) -> AnswerCheck {
    let values: Vec<&str> = values.iter().map(String::as_str).collect();
    let answers = questions.answers();
    answer_check(
        applicant::check_applicant_submission(
            activated,
            &questions.list,
            &answers,
            id,
            &values,
            now as i64,
            deadline as i64,
        )
        .map(|(_, values)| values),
    )
}

/// '*This field is required' (with the file kinds for a file question) for a required question.
#[wasm_bindgen(js_name = requiredNote)]
pub fn required_note(questions: &Questions, id: &str, language_code: &str) -> Option<String> {
    answers::required_note(questions.find(id)?, language(language_code))
}

/// The file input's `accept` for a question's `fileType` (images when empty).
#[wasm_bindgen(js_name = acceptAttribute)]
pub fn accept_attribute(file_type: &str) -> String {
    accept::check_accept_pattern(file_type).unwrap_or_else(|_| accept::DEFAULT_FILE_TYPE.to_owned())
}

/// Whether a chosen file fits the question's `fileType`: the message, or undefined.
#[wasm_bindgen(js_name = checkChosenFile)]
pub fn check_chosen_file(file_type: &str, file_name: &str, content_type: &str) -> Option<String> {
    (!accept::accepts_file(file_type, file_name, content_type))
        .then(|| accept::FILE_NOT_ACCEPTED.to_owned())
}

/// A question's name in the side list: cut after 21 characters with an ellipsis.
#[wasm_bindgen(js_name = shortName)]
pub fn short_name(text: &str) -> String {
    questions::short_name(text)
}

#[wasm_bindgen(js_name = questionTypes)]
pub fn question_types() -> Vec<String> {
    strings(questions::QuestionType::ALL.iter().map(|t| t.name()))
}

// ---- the team's forms ---------------------------------------------------------------------------------

/// A question a coach adds: messages by field (`question`, `type`, `options`, `fileType`, `order`).
/// `other_orders`: the cohort's other questions' orders.
#[wasm_bindgen(js_name = validateQuestion)]
pub fn validate_question(
    text: &str,
    kind: &str,
    options: Vec<String>,
    file_type: &str,
    order: f64,
    other_orders: Vec<f64>,
) -> FieldErrors {
    let draft = authoring::QuestionDraft {
        text,
        kind,
        options: options.iter().map(String::as_str).collect(),
        file_type,
        order: order as i64,
    };
    let others: Vec<i64> = other_orders.iter().map(|o| *o as i64).collect();
    FieldErrors::new(&authoring::check_question(&draft, &others).all(), None)
}

/// A cohort: messages by field (`name`, `year`, `intake`, `deadline`, `hubs`); dates `yyyy-mm-dd`,
/// the deadline empty for 90 days from each enrolment; `this_year` in Nairobi.
#[wasm_bindgen(js_name = validateCohort)]
pub fn validate_cohort(
    name: &str,
    year: &str,
    intake: &str,
    deadline: &str,
    hubs: Vec<String>,
    this_year: i32,
) -> FieldErrors {
    let draft = cohort::CohortDraft {
        name,
        year,
        intake,
        deadline,
        hubs: hubs.iter().map(String::as_str).collect(),
    };
    let errors = cohort::check_cohort(&draft, this_year)
        .err()
        .unwrap_or_default();
    FieldErrors::new(&errors.all(), None)
}

/// A reviewer's decision (`approve`, or `reject` with its reason) on a step in `state`: the message,
/// or undefined.
#[wasm_bindgen(js_name = checkDecision)]
pub fn check_decision(state: &str, action: &str, reason: &str) -> Option<String> {
    message(review::check_decision(&step_state(state, ""), action, reason).err())
}

/// An onboarding message of core in a language (`en`, `sw`); a text it does not know stays as given.
#[wasm_bindgen(js_name = onboardingMessage)]
pub fn onboarding_message(english: &str, language_code: &str) -> String {
    messages::in_language(english, language(language_code)).to_owned()
}
