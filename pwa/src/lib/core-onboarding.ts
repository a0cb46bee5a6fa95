/**
 * The acceleration onboarding rules of the Rust core (spec 001 sections 2.1, 2.2, 3, 4, 5, 9): the
 * client's 14 steps, the state and path computed from the steps' states (so a step queued offline
 * moves the person on at once), the countdown, the hubs, the applicant's questions and answers, and
 * the acceleration team's question, cohort and review checks. A WASM package of its own, loaded with
 * the onboarding screens only. Times are epoch seconds. Nothing is decided here.
 */
import init, * as wasm from '../wasm-pkg/onboarding/portal_core.js';
import wasmUrl from '../wasm-pkg/onboarding/portal_core_bg.wasm?url';
import { message, type Message } from './core';
import type { Lang } from './i18n/language';
import { packageLoader, readFieldErrors, type FormErrors } from './wasmPackage';

const loader = packageLoader(init, wasm.initSync, wasmUrl);

/** Loads the package once; the onboarding screens are shown after it resolves. */
export const loadOnboardingCore = (): Promise<void> => loader.load();

/** For tests in node: instantiate from the .wasm bytes. */
export const loadOnboardingCoreSync = (bytes: BufferSource): void => loader.loadSync(bytes);

export type { FormErrors } from './wasmPackage';

/** The `step` of `POST /api/onboarding/{userId}/step`, in the spec's order. */
export type StepName =
  | 'passport'
  | 'idFront'
  | 'idBack'
  | 'kraPin'
  | 'businessName'
  | 'businessBank'
  | 'investOverview'
  | 'investVideo'
  | 'investImage'
  | 'investLogo'
  | 'entrepreneurMap'
  | 'codeConduct'
  | 'photoConsent'
  | 'agreementLetter';

/** What a step's file input takes; `text` is the typed overview. */
export type Accepts = 'images' | 'pdf' | 'imagesOrPdf' | 'video' | 'text';
export type Folder = 'infoFolder' | 'investFolder';
/** A step's (or an answer's) state as stored. */
export type StepState = 'not_started' | 'pending' | 'approved' | 'rejected';

export interface Step {
  name: StepName;
  /** The route's last part: `start`, `id_front`, … `final`. */
  slug: string;
  route: string;
  /** 0 to 13 (its sidebar entry is `index + 2`). */
  index: number;
  label: Record<Lang, string>;
  /** The spec's message when it is sent without its file (or text), in English. */
  missingMessage: string;
  accepts: Accepts;
  /** The file input's `accept` attribute ('' for the overview). */
  acceptAttribute: string;
  /** The upload kind its file goes up as (docs/files.md); null for the typed overview. */
  uploadKind: string | null;
  folder: Folder;
  /** null after the agreement letter (then the approvals page). */
  next: StepName | null;
}

function readStep(info: wasm.StepInfo): Step {
  try {
    return {
      name: info.name as StepName,
      slug: info.slug,
      route: info.route,
      index: info.index,
      label: { en: info.label('en'), sw: info.label('sw') },
      missingMessage: info.missingMessage,
      accepts: info.accepts as Accepts,
      acceptAttribute: info.acceptAttribute,
      uploadKind: info.uploadKind ?? null,
      folder: info.folder as Folder,
      next: (info.next ?? null) as StepName | null,
    };
  } finally {
    info.free();
  }
}

let stepList: Step[] | null = null;

/** The 14 steps in the spec's order. */
export function steps(): readonly Step[] {
  stepList ??= Array.from(wasm.stepNames(), (name) => readStep(wasm.stepInfo(name)!));
  return stepList;
}

/** A step by its wire name or its route slug; null for neither. */
export const stepByNameOrSlug = (nameOrSlug: string): Step | null =>
  steps().find((s) => s.name === nameOrSlug || s.slug === nameOrSlug) ?? null;

/** Sidebar entry 1. */
export const activationLabel = (lang: Lang): string => wasm.activationLabel(lang);
/** Why a step's value (a file id, or the overview's text) cannot be sent, or null. */
export const checkStepValue = (step: StepName, value: string): Message => message(wasm.checkStepValue(step, value));
export const overviewMaxChars = (): number => wasm.overviewMaxChars();
/** 300: the invest video's guidance (the server reads the duration). */
export const maxVideoSeconds = (): number => wasm.maxVideoSeconds();
/**
 * Why an invest video this many seconds long (as the browser reads it) is refused: core's 'The video
 * is longer than 5 minutes, choose a shorter one' (the server's limit), or null.
 */
export const checkVideoSeconds = (seconds: number): Message => message(wasm.checkVideoSeconds(seconds));
/** 'Record a video of at most 5 minutes'. */
export const videoGuidance = (): string => wasm.videoGuidance();
/** 'Onboarding was done with the old manual system'. */
export const oldManualSystem = (): string => wasm.oldManualSystem();

// ---- state ---------------------------------------------------------------------------------------

export interface StepRecord {
  state: StepState;
  /** The team's reason, for a rejected step. */
  reason?: string;
}

export interface SideItem {
  /** `activation`, a step's wire name, or a question's id. */
  name: string;
  /** A question's text is cut after 21 characters. */
  label: Record<Lang, string>;
  state: StepState;
  /** Sent and not rejected (the activation: once the set-up ran). */
  done: boolean;
  /** The page the person must be on. */
  current: boolean;
}

/** The state answer's figures, as the server computes them. */
export interface OnboardingFigures {
  /** "7%". */
  progress: string;
  percent: number;
  stepsDone: number;
  totalSteps: number;
  pendingApproval: number;
  daysLeft: number;
  timeLeft: { hour: number; mins: number };
  firstAttempt: boolean;
  /** The route the person must be on. */
  path: string;
  place: 'welcome' | 'apply' | 'approvals' | 'success' | 'too_late';
  /** Client: step wire names; applicant: question texts. */
  toApproveSteps: { name: string }[];
  rejectedSteps: { name: string; reason: string }[];
  /** Client: the sidebar's 15 entries; applicant: the side list of questions. */
  side: SideItem[];
  /** Applicant on /welcome: 'Continue with your application' when moved on. */
  welcomeNotice: Message;
}

function readSide(entry: wasm.SideEntry): SideItem {
  try {
    return {
      name: entry.name,
      label: { en: entry.label('en'), sw: entry.label('sw') },
      state: entry.state as StepState,
      done: entry.done,
      current: entry.current,
    };
  } finally {
    entry.free();
  }
}

function readState(s: wasm.OnboardingState): OnboardingFigures {
  try {
    const reasons = s.rejectedReasons;
    return {
      progress: s.progress,
      percent: s.percent,
      stepsDone: s.stepsDone,
      totalSteps: s.totalSteps,
      pendingApproval: s.pendingApproval,
      daysLeft: s.daysLeft,
      timeLeft: { hour: s.hour, mins: s.mins },
      firstAttempt: s.firstAttempt,
      path: s.path,
      place: s.place as OnboardingFigures['place'],
      toApproveSteps: s.toApproveSteps.map((name) => ({ name })),
      rejectedSteps: s.rejectedSteps.map((name, i) => ({ name, reason: reasons[i] ?? '' })),
      side: s.side.map(readSide),
      welcomeNotice: message(s.welcomeNotice),
    };
  } finally {
    s.free();
  }
}

type StepRecords = Partial<Record<StepName, StepRecord>>;

function byOrder(records: StepRecords): [string[], string[]] {
  const names = steps().map((s) => s.name);
  return [names.map((n) => records[n]?.state ?? 'not_started'), names.map((n) => records[n]?.reason ?? '')];
}

/** A client's state from their steps' records (missing steps are not started). */
export function clientState(activated: boolean, records: StepRecords, now: number, deadline: number): OnboardingFigures {
  const [states, reasons] = byOrder(records);
  return readState(wasm.clientState(activated, states, reasons, now, deadline));
}

/** Why the client may not send `step` now (order, pending, approved, deadline, no hub yet), or null. */
export function maySubmitStep(step: StepName, activated: boolean, records: StepRecords, now: number, deadline: number): Message {
  const [states, reasons] = byOrder(records);
  return message(wasm.maySubmitStep(step, activated, states, reasons, now, deadline));
}

/** The countdown from `now` to `deadline`. */
export function timeLeft(now: number, deadline: number): { days: number; hour: number; mins: number } {
  const [days = 0, hour = 0, mins = 0] = wasm.timeLeft(now, deadline);
  return { days, hour, mins };
}

/** The cohort's deadline when set, else 90 days from enrolment. */
export const deadlineFor = (enrolledAt: number, cohortDeadline: number | null): number =>
  wasm.deadlineFor(enrolledAt, cohortDeadline ?? undefined);
/** 180000: the welcome page's reload when the hub set-up does not answer. */
export const setupFallbackReloadMs = (): number => wasm.setupFallbackReloadMs();

/** Nairobi, Kisumu, Mombasa, Tanzania, Nakuru. */
export const hubNames = (): string[] => wasm.hubNames();
/** 'Select the location of the hub closest to you', or null for one of the five. */
export const checkHub = (hub: string): Message => message(wasm.checkHub(hub));

// ---- applicant questions -------------------------------------------------------------------------

export type QuestionType = 'file' | 'number' | 'textarea' | 'text' | 'checkbox' | 'select';

/** An applicant question (the spec's outQuiz). */
export interface Question {
  id: string;
  question: string;
  order: number;
  type: QuestionType;
  options: string[];
  /** An accept pattern: `image/*`, `.pdf`, `video/*,.mp4`; images when empty. */
  fileType: string;
  required: boolean;
}

export interface AnswerRecord extends StepRecord {
  questionId: string;
}

function withQuestions<T>(questions: readonly Question[], answers: readonly AnswerRecord[], use: (q: wasm.Questions) => T): T {
  const list = new wasm.Questions();
  try {
    for (const q of questions) list.add(q.id, q.question, q.order, q.type, q.options, q.fileType, q.required);
    for (const a of answers) list.answer(a.questionId, a.state, a.reason ?? '');
    return use(list);
  } finally {
    list.free();
  }
}

/** An applicant's state from the cohort's questions and their answers' records. */
export const applicantState = (
  questions: readonly Question[],
  answers: readonly AnswerRecord[],
  activated: boolean,
  now: number,
  deadline: number,
): OnboardingFigures => withQuestions(questions, answers, (list) => readState(wasm.applicantState(list, activated, now, deadline)));

/** The answer's message, or the values to send (a checkbox question's choices in the options' order). */
export interface AnswerCheck {
  error: Message;
  values: string[];
}

/** An answer to question `id` (one value, or the chosen options), with the order and deadline checked. */
export const checkAnswer = (
  questions: readonly Question[],
  answers: readonly AnswerRecord[],
  id: string,
  values: readonly string[],
  activated: boolean,
  now: number,
  deadline: number,
): AnswerCheck =>
  withQuestions(questions, answers, (list) => {
    const check = wasm.checkAnswer(list, id, [...values], activated, now, deadline);
    try {
      return { error: message(check.error), values: check.values };
    } finally {
      check.free();
    }
  });

/** '*This field is required', with the file kinds of a file question; null when optional. */
export const requiredNote = (question: Question, lang: Lang): Message =>
  withQuestions([question], [], (list) => message(wasm.requiredNote(list, question.id, lang)));

/** The file input's `accept` for a question's `fileType` (images when empty). */
export const acceptAttribute = (fileType: string): string => wasm.acceptAttribute(fileType);
/** Why a chosen file does not fit the question's `fileType`, or null. */
export const checkChosenFile = (fileType: string, fileName: string, contentType: string): Message =>
  message(wasm.checkChosenFile(fileType, fileName, contentType));
/** A question's name in the side list: cut after 21 characters with an ellipsis. */
export const shortName = (text: string): string => wasm.shortName(text);
export const questionTypes = (): QuestionType[] => wasm.questionTypes() as QuestionType[];

// ---- the acceleration team's forms ---------------------------------------------------------------

export type QuestionField = 'question' | 'type' | 'options' | 'fileType' | 'order';

/** A question a coach adds; `otherOrders`: the cohort's other questions' orders. */
export const validateQuestion = (
  question: string,
  type: string,
  options: readonly string[],
  fileType: string,
  order: number,
  otherOrders: readonly number[],
): FormErrors<QuestionField> =>
  readFieldErrors(wasm.validateQuestion(question, type, [...options], fileType, order, [...otherOrders]));

export type CohortField = 'name' | 'year' | 'intake' | 'deadline' | 'hubs';

/** A cohort; dates `yyyy-mm-dd`, the deadline '' for 90 days from each enrolment. */
export const validateCohort = (
  name: string,
  year: string,
  intake: string,
  deadline: string,
  hubs: readonly string[],
  thisYear: number,
): FormErrors<CohortField> => readFieldErrors(wasm.validateCohort(name, year, intake, deadline, [...hubs], thisYear));

/** A reviewer's decision on a step in `state`: `approve`, or `reject` with its reason (required). */
export const checkDecision = (state: StepState, action: 'approve' | 'reject', reason: string): Message =>
  message(wasm.checkDecision(state, action, reason));

/** An onboarding message of core in a language (as core's Swahili has it); unknown texts stay. */
export const onboardingMessage = (english: string, lang: Lang): string => wasm.onboardingMessage(english, lang);
