// The onboarding package, exactly as the PWA loads it with the onboarding screens.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const pkg = new URL('../../pwa/src/wasm-pkg/onboarding/', import.meta.url);
const onb = await import(new URL('portal_core.js', pkg));
onb.initSync({ module: readFileSync(new URL('portal_core_bg.wasm', pkg)) });

const DAY = 86_400;
const NOW = 1_795_296_600;
const DEADLINE = NOW + 90 * DAY;
const none = () => Array(14).fill('not_started');
const noReasons = () => Array(14).fill('');

test('the 14 steps in order, each with its route, files, folder and message', () => {
  const names = onb.stepNames();
  assert.equal(names.length, 14);
  assert.equal(names[0], 'passport');
  assert.equal(names[13], 'agreementLetter');
  const kra = onb.stepInfo('kra_pin');
  assert.equal(kra.name, 'kraPin');
  assert.equal(kra.route, '/dashboard/onboarding/apply/kra_pin');
  assert.equal(kra.accepts, 'pdf');
  assert.equal(kra.folder, 'infoFolder');
  assert.equal(kra.next, 'businessName');
  assert.equal(kra.missingMessage, 'Select your KRA / TRA Pin certificate to continue');
  assert.equal(kra.label('sw'), 'Cheti cha PIN ya KRA / TRA');
  kra.free();
  const video = onb.stepInfo('investVideo');
  assert.equal(video.folder, 'investFolder');
  assert.equal(video.accepts, 'video');
  video.free();
  assert.equal(onb.stepInfo('nothing'), undefined);
  assert.equal(onb.checkStepValue('investOverview', '  '), 'Select your business overview to continue');
  assert.equal(onb.checkStepValue('passport', 'file-1'), undefined);
  assert.equal(onb.maxVideoSeconds(), 300);
  // The invest video's length as the browser reads it, against the server's limit (300,000 ms).
  assert.equal(onb.checkVideoSeconds(300), undefined);
  assert.equal(onb.checkVideoSeconds(300.0004), undefined);
  assert.equal(onb.checkVideoSeconds(300.5), 'The video is longer than 5 minutes, choose a shorter one');
  assert.equal(onb.checkVideoSeconds(Number.NaN), undefined);
  assert.equal(onb.checkVideoSeconds(Number.POSITIVE_INFINITY), undefined);
  assert.equal(onb.setupFallbackReloadMs(), 180_000);
});

test('a client after set-up starts at 7% on the passport, with 90 days to go', () => {
  const s = onb.clientState(true, none(), noReasons(), NOW, DEADLINE);
  assert.equal(s.progress, '7%');
  assert.equal(s.stepsDone, 1);
  assert.equal(s.totalSteps, 15);
  assert.equal(s.daysLeft, 90);
  assert.equal(s.path, '/dashboard/onboarding/apply/start');
  const side = s.side;
  assert.equal(side.length, 15);
  assert.equal(side[0].label('en'), 'DigiKua & Portal Activation');
  assert.equal(side[0].done, true);
  assert.equal(side[1].current, true);
  side.forEach((e) => e.free());
  s.free();
  const first = onb.clientState(false, none(), noReasons(), NOW, DEADLINE);
  assert.equal(first.path, '/dashboard/onboarding/welcome');
  assert.equal(first.firstAttempt, true);
  first.free();
});

test('a rejected step is where the client goes back to, with its reason', () => {
  const states = Array(14).fill('pending');
  const reasons = noReasons();
  states[1] = 'rejected';
  reasons[1] = 'The photo is blurred';
  const s = onb.clientState(true, states, reasons, NOW, NOW + 2 * DAY + 3 * 3600 + 4 * 60);
  assert.equal(s.path, '/dashboard/onboarding/apply/id_front');
  assert.deepEqual(s.rejectedSteps, ['idFront']);
  assert.deepEqual(s.rejectedReasons, ['The photo is blurred']);
  assert.equal(s.pendingApproval, 13);
  assert.equal(s.stepsDone, 14);
  assert.deepEqual([s.daysLeft, s.hour, s.mins], [2, 3, 4]);
  s.free();
  assert.equal(onb.maySubmitStep('idFront', true, states, reasons, NOW, DEADLINE), undefined);
  assert.equal(onb.maySubmitStep('passport', true, states, reasons, NOW, DEADLINE), 'This step is awaiting approval');
  assert.equal(onb.maySubmitStep('kraPin', true, none(), noReasons(), NOW, DEADLINE), 'Complete the earlier steps first');
  const late = onb.clientState(true, states, reasons, DEADLINE, DEADLINE);
  assert.equal(late.path, '/dashboard/onboarding/too_late');
  late.free();
  const approved = onb.clientState(true, Array(14).fill('approved'), noReasons(), NOW, DEADLINE);
  assert.equal(approved.path, '/dashboard/onboarding/success');
  assert.equal(approved.progress, '100%');
  approved.free();
});

test('hubs, deadline and the countdown', () => {
  assert.deepEqual(onb.hubNames(), ['Nairobi', 'Kisumu', 'Mombasa', 'Tanzania', 'Nakuru']);
  assert.equal(onb.checkHub('mombasa'), undefined);
  assert.equal(onb.checkHub(''), 'Select the location of the hub closest to you');
  assert.equal(onb.deadlineFor(NOW, undefined), NOW + 90 * DAY);
  assert.equal(onb.deadlineFor(NOW, NOW + 5), NOW + 5);
  assert.deepEqual([...onb.timeLeft(NOW, NOW + DAY + 61)], [1, 0, 1]);
});

test('an applicant answers the questions of every type by their order', () => {
  const qs = new onb.Questions();
  assert.equal(qs.add('pitch', 'Upload your business pitch deck', 1, 'file', [], '.pdf,.pptx', true), undefined);
  qs.add('staff', 'How many people work with you?', 2, 'number', [], '', true);
  qs.add('sector', 'Sector', 3, 'select', ['Retail', 'Farming'], '', true);
  qs.add('sells', 'Where do you sell?', 4, 'checkbox', ['Market', 'Shop', 'Online'], '', false);
  assert.equal(qs.add('x', 'X', 5, 'radio', [], '', true), 'Choose the type: file, number, textarea, text, checkbox or select');

  let s = onb.applicantState(qs, true, NOW, DEADLINE);
  assert.equal(s.path, '/dashboard/applicant/apply/pitch');
  assert.equal(s.totalSteps, 5);
  const side = s.side;
  assert.equal(side[0].label('en'), 'Upload your business…');
  side.forEach((e) => e.free());
  s.free();

  const check = (id, values) => {
    const c = onb.checkAnswer(qs, id, values, true, NOW, DEADLINE);
    const out = c.error ?? c.values;
    c.free();
    return out;
  };
  assert.equal(check('pitch', []), 'Select your file to continue');
  assert.equal(check('staff', ['3']), 'Complete the earlier steps first');
  assert.deepEqual(check('pitch', ['file-1']), ['file-1']);
  qs.answer('pitch', 'pending', '');
  assert.equal(check('staff', ['three']), 'Enter a number, like 25 or 1,500.50');
  qs.answer('staff', 'approved', '');
  assert.equal(check('sector', ['Mining']), 'Choose from the options given');
  qs.answer('sector', 'pending', '');
  assert.deepEqual(check('sells', ['Online', 'Market']), ['Market', 'Online']);
  assert.deepEqual(check('sells', []), []);
  assert.equal(onb.requiredNote(qs, 'pitch', 'en'), '*This field is required (PDF, presentation)');
  assert.equal(onb.requiredNote(qs, 'sells', 'en'), undefined);

  qs.answer('sells', 'pending', '');
  s = onb.applicantState(qs, true, NOW, DEADLINE);
  assert.equal(s.path, '/dashboard/applicant/approvals');
  assert.equal(s.welcomeNotice, 'Continue with your application');
  assert.deepEqual(s.toApproveSteps, ['Upload your business pitch deck', 'Sector', 'Where do you sell?']);
  s.free();
  qs.free();

  assert.equal(onb.acceptAttribute(''), 'image/*');
  assert.equal(onb.checkChosenFile('video/*,.mp4', 'clip.mp4', ''), undefined);
  assert.equal(onb.checkChosenFile('.pdf', 'photo.jpg', 'image/jpeg'), 'This kind of file is not accepted for this question');
});

test("the team's forms: questions, cohorts and decisions", () => {
  const q = onb.validateQuestion('Sector', 'select', [], '', 2, [1, 2]);
  assert.equal(q.get('options'), 'Add at least one option');
  assert.equal(q.get('order'), 'Another question of this cohort has this order');
  q.free();
  const c = onb.validateCohort('', '2026', '2026-01-12', '', ['Eldoret'], 2026);
  assert.deepEqual(c.fields, ['name', 'hubs']);
  assert.equal(c.get('hubs'), 'Choose hubs among Nairobi, Kisumu, Mombasa, Tanzania and Nakuru');
  c.free();
  const ok = onb.validateCohort('Cohort 7', '2026', '2026-01-12', '2026-04-30', ['Nairobi'], 2026);
  assert.equal(ok.isEmpty, true);
  ok.free();
  assert.equal(onb.checkDecision('pending', 'reject', ' '), 'Give the reason for rejecting this step');
  assert.equal(onb.checkDecision('pending', 'reject', 'Blurred'), undefined);
  assert.equal(onb.checkDecision('approved', 'approve', ''), 'This step is not awaiting approval');
  assert.equal(onb.onboardingMessage('Select your passport to continue', 'sw'), 'Chagua picha yako ya pasipoti ili kuendelea');
});
