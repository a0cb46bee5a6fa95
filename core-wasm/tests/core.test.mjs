// The built core WASM package, exactly as the PWA loads it, called from JavaScript.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

// Each feature package on its own, as the PWA loads them.
async function load(feature) {
  const pkg = new URL(`../../pwa/src/wasm-pkg/${feature}/`, import.meta.url);
  const module = await import(new URL('portal_core.js', pkg));
  module.initSync({ module: readFileSync(new URL('portal_core_bg.wasm', pkg)) });
  return module;
}
const core = await load('shell');
// The account forms and the decimal maths share the `common` package.
const accounts = await load('common');
const money = accounts;
const profile = accounts; // the profile rules are in the common package

test('form checks return the spec messages, or undefined when fine', () => {
  assert.equal(core.checkRequired('0'), 'This field is required');
  assert.equal(core.checkEmail('jane@'), 'Please enter a valid email address');
  assert.equal(core.checkPhone('+254 712 345 678'), undefined);
  assert.equal(core.checkPhone('12345'), 'Please enter a valid phone number');
  assert.equal(core.checkPassword('short'), 'Password must be at least 8 characters');
  assert.equal(core.checkConfirmPassword('12345678', '12345670'), 'Your password does not match');
  assert.equal(core.signinError('client@demo.test', ''), 'This field is required');
  assert.equal(core.signinError('client@demo.test', 'x'), undefined);
});

test('calculator result crosses the boundary with every field', () => {
  const ok = money.evaluateCalculator('100,000', 6, '70000', 'Capital Expenses');
  assert.equal(ok.estimate, '21,088');
  assert.equal(ok.canContinue, true);
  assert.equal(ok.firstError, undefined);

  const low = money.evaluateCalculator('49999', 6, '70000', 'Personal');
  assert.equal(low.amountError, 'The minimum amount of loan that we offer starts at Ksh50000');
  assert.equal(low.purposeError, 'Loans are only available for business growth');
  assert.equal(low.canContinue, false);

  const poor = money.evaluateCalculator('100000', 6, '60000', 'Capital Expenses');
  assert.equal(poor.eligibilityError, 'You are not eligible for this amount, kindly enter a lower loan amount');

  assert.deepEqual([...money.calculatorPeriods()], [6, 12, 24, 36, 48, 60]);
  assert.deepEqual(money.loanPurposes(), ['Personal', 'Recurring Expenses', 'Capital Expenses']);
});

test('money, ids, dates and roles', () => {
  assert.equal(core.formatTypedAmount('Ksh 1234567x'), '1,234,567');
  assert.equal(money.formatMoneyMinor(123456n, 'KES'), 'Ksh 1,234.56');
  assert.equal(money.formatMoney('5000.5', 'Tsh'), 'Tsh 5,000.50');
  assert.equal(money.formatMoney('not money', 'KES'), undefined);
  assert.ok(core.takesPayments('active') && !core.takesPayments('closed') && !core.takesPayments('nonsense'));

  const id = core.newId(0x67400000, new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]));
  assert.equal(id, '674000000102030405060708');
  assert.equal(core.isValidId(id), true);
  assert.equal(core.shortId(id, 6), '060708', 'the random end: the start is the creation time');
  assert.throws(() => core.newId(1, new Uint8Array(3)));

  assert.equal(core.formatDate(1795296600), '22/11/2026');
  assert.deepEqual([...core.nairobiDateParts(1795296600)], [2026, 11, 22, 6]);

  assert.equal(core.landingPath('admin'), '/processor/overview');
  assert.equal(core.landingPath('nobody'), undefined);
  assert.equal(core.mayOpen('client', '/super-admin/overview'), false);
  assert.equal(core.mayOpen('', '/loan-calculator'), true);
  assert.equal(core.isStaffRole('sales'), true);
  assert.equal(core.roleLabel('super'), 'super admin');
  assert.equal(core.seesHeaderIdentity('applicant'), true);
  assert.equal(core.seesHeaderIdentity('client'), false);
  assert.equal(core.needsVerification('Verify your email or phone to activate account'), true);
  assert.equal(core.needsVerification('Invalid email or password'), false);
});

test('account forms give messages by field', () => {
  const invite = accounts.validateInvite('amina@example.com', 'Amina W', 'Female', '+254', '0712', 'Strong-pass-1', 'Strong-pass-2');
  assert.equal(invite.get('phoneNo'), 'Please enter a valid phone number');
  assert.equal(invite.get('confirmPassword'), 'Your two passwords do not match');
  assert.equal(invite.get('email'), undefined);
  assert.equal(invite.summary, 'Fix all errors before proceeding');
  assert.deepEqual(invite.fields, ['phoneNo', 'confirmPassword']);

  const signup = accounts.validateSignup('client', 'Neema', 'Mushi', 'neema@example.com', '0712345678', 'Strong-pass-1', 'Strong-pass-1', '', 'Kenya');
  assert.equal(signup.first, 'This field is required');
  assert.deepEqual(signup.fields, ['referralChoice']);
  assert.deepEqual(accounts.creatableRoles('sales'), ['client', 'applicant', 'digiprime']);
  assert.equal(accounts.referralChoices().length, 8);

  assert.equal(accounts.checkChangePassword('', '', ''), 'Missing important information');
  assert.equal(accounts.passwordLiveMismatch('Strong-pass-1', 'Str'), 'Passwords do not match');
  assert.equal(accounts.validateReset('', 'Strong-pass-1', 'Strong-pass-1').first, 'You need to enter your otp to verify your account');
  assert.equal(accounts.checkOtpInput('123456'), undefined);
  assert.deepEqual(accounts.countryDialCodes(), ['+254', '+255']);
  assert.deepEqual(accounts.countries(), ['Kenya', 'Tanzania']);
  assert.equal(
    accounts.validateSignup('client', 'Neema', 'Mushi', 'neema@example.com', '254712345678', 'Strong-pass-1', 'Strong-pass-1', 'Other', 'Tanzania').get('mobileNumber'),
    'Please enter a valid phone number',
  );
});

test('each package carries only its own rules', () => {
  assert.equal(typeof core.validateInvite, 'undefined');
  // /signin loads the shell only: the decimal maths is in the common package.
  assert.equal(typeof core.evaluateCalculator, 'undefined');
  assert.equal(typeof core.formatMoney, 'undefined');
  assert.equal(typeof accounts.checkEmail, 'undefined');
  // The profile set-up rules share the common package's runtime; the loans and books stay out of it.
  assert.equal(typeof accounts.validateMpesa, 'function');
  assert.equal(typeof accounts.quoteLoan, 'undefined');
  assert.equal(typeof accounts.checkRecord, 'undefined');
  assert.equal(typeof core.validateMpesa, 'undefined');
});

test('profile setup rules', () => {
  assert.equal(profile.validateMpesa('0712345678', '').get('country'), 'Select your country');
  assert.equal(profile.validateMpesa('0712', 'Kenya').get('phone'), 'Enter a valid M-Pesa phone');
  assert.equal(profile.verificationCharge('Tanzania'), 'Tsh100.00');
  assert.equal(profile.countryAreas('Kenya').length, 47);
  assert.deepEqual(profile.countries(), ['Kenya', 'Tanzania']);

  const form = new profile.PersonalInfoForm();
  form.country = 'Kenya';
  form.state = 'Arusha';
  form.kinEmail = 'not-an-email';
  const errors = profile.validatePersonalInfo(form);
  assert.equal(errors.get('residence_state'), 'Choose your county or region from the list');
  assert.equal(errors.get('nextOfKin_email'), 'Please enter a valid email address');
  assert.equal(errors.get('gender'), 'This field is required');

  assert.equal(profile.checkIdentityImage(new TextEncoder().encode('%PDF-1.4')), 'Upload a JPG or PNG image');
  assert.equal(profile.checkIdentityImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])), undefined);
  assert.equal(profile.needsBankVerification('0123456789'), true);
  assert.equal(profile.profileRoute(false, true, true, false, false, false), '/dashboard/profile/setup/identity');
});

const loans = await load('books');

test('loan quote crosses as decimal text: the worked case', () => {
  const q = loans.quoteLoan('6250', '20', '1.5', 30, '12');
  assert.equal(q.error, undefined);
  // 365/30 payments a year: 18.25 periods, 5900/18.25 = 323.28 → 324.
  assert.equal(q.principal, '5000.00');
  assert.equal(q.payableInterest, '900.00');
  assert.equal(q.totalToPay, '5900.00');
  assert.equal(q.installment, '324');
  assert.equal(q.noOfInstallments, 19);
  assert.equal(q.lastInstallment, '68.00');
  assert.equal(loans.quoteLoan('0', '20', '1', 30, '12').error, 'Enter a loan amount of at least 1');
  assert.equal(loans.quoteLoan('6250', '99.999', '1', 30, '12').error, 'The contribution can have at most 2 decimals');
  assert.equal(loans.readNumber(' 1,234.50 '), '1234.5');
  assert.equal(loans.readNumber('1,2,3'), undefined);
  const rows = loans.schedulePreview('6250', '20', '1.5', 30, '12', '2026-01-10');
  assert.equal(rows.length, 19);
  assert.equal(rows[0].dueDate, '2026-02-09');
});

test('amount screen, pay form and fund form messages', () => {
  const step = (amount, contribution, banded) =>
    loans.amountStep(amount, '1', 'Amina', '', '123', contribution, '500000', '2', 'KES', banded, '12', 30, false);
  const e = step('600000', '15', false).errors;
  assert.equal(e.get('amount'), 'Maximum Loan available from your selected fund is 500,000');
  assert.equal(e.get('name2'), 'Your last name is required to proceed');
  assert.equal(e.get('contribution'), 'Choose a contribution of 10, 20, 30 or 50 percent');
  assert.equal(step('70000.50', '20', false).errors.get('amount'), 'Enter the loan amount in whole shillings');
  const banded = step('400000', '', true);
  assert.equal(banded.quote.interestRate, '7', 'the band of 400,000 Ksh');
  assert.equal(banded.quote.principal, '400000', 'a contribution not chosen counts as none');
  const good = loans.amountStep('70000', '1', 'A', 'B', '123', '20', '500000', '2', 'KES', false, '12', 30, true);
  assert.ok(good.errors.isEmpty);
  assert.equal(good.quote.principal, '56000.00');
  assert.deepEqual(loans.periodOptions('1'), ['0.25', '0.5', '0.75', '1']);
  assert.equal(loans.validatePayment('abc', '', '0712345678', 'Kenya'), 'Enter Amount and Mpesa phone to proceed');
  assert.equal(loans.validatePayment('abc', '100', '0712345678', 'Kenya'), undefined);
  const f = loans.validateFund('', 'KES', '0', '', '12', false, '1.5', '30', '', '');
  assert.deepEqual(f.fields, ['name', 'maxLoan']);
  assert.deepEqual(loans.availableActions('under_review', 'processor'), ['recommend', 'return']);
  assert.equal(loans.statusLabel('under_review'), 'Under Review');
  assert.equal(loans.continuePath('calculated'), '/dashboard/consumer-credit/apply/contact-info');
  assert.equal(loans.loanText('resumePrevious'), 'complete your previuos loan request');
  assert.equal(loans.stageAfter('employer'), 'employer_added');
  assert.ok(loans.hasOfferLetter('active') && !loans.hasOfferLetter('pending'));
  assert.ok(loans.isFirstTime(['rejected', 'withdrawn']) && !loans.isFirstTime(['closed']));
  assert.equal(loans.loanStatuses()[0], 'draft');
});

test('bookkeeping: a record is checked in the spec order and stored tidied', async () => {
  const bk = await load('books');
  const now = 1_795_296_600; // 2026-11-22 00:30 in Nairobi
  const sale = {
    id: '6540a1b2aabbccddeeff0011',
    businessId: '6540a1b2c3d4e5f601020304',
    nature: 'Product',
    variantId: '6540a1b2aabbccddeeff0022',
    quantity: 2,
    revenue: 0.29,
    dateSold: bk.dayFromInput('2026-11-21'),
    typeOfSale: 'mpesa',
    clientPhone: ' 0712 ',
  };
  // ['', the record as stored, entity, id…] or [message]
  const [error, json, ...references] = bk.checkRecord('sale', JSON.stringify(sale), now);
  assert.equal(error, '');
  const stored = JSON.parse(json);
  assert.deepEqual(references, ['productVariant', sale.variantId]);
  assert.equal(stored.clientPhone, '0712');
  assert.equal(stored.revenue, 0.29);
  assert.deepEqual(bk.checkRecord('sale', JSON.stringify({ ...sale, nature: '' }), now), ['Sale nature cannot be blank']);
  assert.deepEqual(bk.checkRecord('sale', JSON.stringify({ ...sale, quantity: null }), now), ['Quantity cannot be blank']);
  assert.equal(
    bk.checkRecord('sale', JSON.stringify({ ...sale, dateSold: bk.dayFromInput('2026-11-23') }), now)[0],
    'The date cannot be later than today',
  );
  assert.deepEqual(Array.from(bk.dateInputBounds(now)), ['2000-01-01', '2026-11-22']);
  assert.equal(bk.checkUpdate('sale', JSON.stringify(sale), JSON.stringify({ ...sale, nature: 'Service' })), 'The nature of a saved record cannot be changed');
  assert.equal(JSON.parse(bk.lookupLists('sw')).saleType[0].name, 'Taslimu');
});

test('bookkeeping: the cashflow summary and analytics from typed columns', async () => {
  const bk = await load('books');
  const day = bk.dayFromInput('2026-03-15');
  const kinds = Uint8Array.from([
    bk.cashKindCode('sale', 'Product'),
    bk.cashKindCode('sale', 'Service'),
    bk.cashKindCode('expense', 'COG'),
    bk.cashKindCode('expense', 'OpEx'),
    bk.cashKindCode('expense', 'CapEx'),
  ]);
  const dates = Float64Array.from([day, day, day, day, day]);
  const amounts = Float64Array.from([1000, 500.5, 600, 200, 1000]);
  const book = new bk.CashBook(kinds, dates, amounts);
  assert.equal(book.rows, 5);
  // product sales, service sales, revenue, cost of goods, gross profit, operating expense,
  // operating cashflow, capital expenditure, net cashflow, investments, gross margin %, entries
  assert.deepEqual(Array.from(book.summarize(day, bk.endOfDay(day))), [
    '1000', '500.5', '1500.5', '600', '900.5', '200', '700.5', '1000', '-299.5', '0', '60.01', '5',
  ]);
  assert.deepEqual(book.analytics(2026, 'weekly'), ['dataMode must be monthly or quarterly']);
  assert.equal(book.summarize(day + 86_400, bk.endOfDay(day + 86_400))[11], '0');
  // [empty, labels…, revenue…, operating profit…]
  assert.deepEqual(book.analytics(2026, 'quarterly'), [
    '0', 'Q1', 'Q2', 'Q3', 'Q4', '1500.5', '0', '0', '0', '700.5', '0', '0', '0',
  ]);
  assert.deepEqual(book.analytics(2025, 'quarterly')[0], '1');
  const stock = bk.stockLevel(10, Float64Array.from([5]), Float64Array.from([3, 0.5]));
  assert.deepEqual(Array.from(stock), ['10', '5', '3.5', '11.5']);
  assert.equal(bk.formatKsh('1234.5'), 'Ksh 1,234.50');
  assert.equal(bk.readMoney('Ksh -1,200.50'), '-1200.5');
  assert.equal(bk.readMoney('1,200.50'), undefined);
});
