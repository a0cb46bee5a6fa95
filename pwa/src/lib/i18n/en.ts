/**
 * English texts: the source of every key. `sw.ts` must have the same keys (a type error otherwise).
 * `{name}` marks a value filled in at run time.
 *
 * This part is in the entry chunk (what /signin loads). Texts of screens opened later live in parts
 * loaded with those screens (`en-accounts.ts`, `en-staff.ts`, `en-profile.ts`, `en-loans.ts`, `en-digikua.ts`): each part adds itself to the English
 * texts when its screen's code loads. Swahili is one file, loaded only when chosen.
 */
import type { accountTexts } from './en-accounts';
import type { digikuaTableTexts } from './en-digikua-table';
import type { digikuaSummaryTexts } from './en-digikua-summary';
import type { staffTexts } from './en-staff';
import type { profileTexts } from './en-profile';
import type { lendingTexts } from './en-lending';
import type { loansTexts } from './en-loans';
import type { digikuaTexts } from './en-digikua';

export const en = {
  // ---- app ---------------------------------------------------------------------------------
  'app.name': '{product} Loans',
  'app.loading': 'Loading…',
  'app.failed': 'The app could not start. Check your connection and try again.',
  'app.screenFailed': 'This screen could not be loaded. Check your connection and try again.',
  'app.retry': 'Try again',
  'app.skip': 'Skip to content',
  'app.offline': 'You are offline. What needs the internet will work again when you reconnect.',

  'lang.label': 'Language',
  'lang.en': 'English',
  'lang.sw': 'Kiswahili',

  'update.text': 'A new version is available',
  'update.update': 'Update',
  'update.later': 'Later',
  'update.offlineReady': 'Ready to work offline',

  // ---- public navigation and footer -------------------------------------------------------
  'nav.main': 'Main site',
  'nav.shop': 'Shop',
  'nav.invest': 'Invest',
  'nav.team': 'Team',
  'nav.apply': 'Apply',
  'nav.contacts': 'Contacts',
  'nav.donate': 'Donate',
  'nav.login': 'Login',
  'nav.menu': 'Menu',
  'nav.primary': 'Main navigation',

  'footer.privacy': 'Privacy Policy',
  'footer.faq': 'FAQs',
  'footer.terms': 'Terms & Conditions',
  'footer.about': 'About us',
  'footer.products': 'Products',
  'footer.contact': 'Contact us',
  'footer.calculator': 'Loan calculator',
  'footer.follow': 'Follow us',
  'footer.about.text': 'A non-profit lender helping small entrepreneurs in Kenya and Tanzania grow their businesses.',
  'footer.rights': '© {year} {product}. All rights reserved.',

  'social.facebook': 'Facebook',
  'social.x': 'X (Twitter)',
  'social.instagram': 'Instagram',
  'social.linkedin': 'LinkedIn',
  'social.youtube': 'YouTube',

  'contact.email': 'E-mail',
  'contact.phone': 'Phone',

  // ---- home --------------------------------------------------------------------------------
  'home.title': 'Empowering you, to change the world',
  'home.lead':
    'Affordable loans, training and simple business tools for small entrepreneurs in Kenya and Tanzania. Grow your business with a partner who walks with you.',
  'home.login': 'Login',
  'home.calculator': 'Check what you can borrow',
  'home.feature.loans.title': 'Loans for growth',
  'home.feature.loans.text': 'From Ksh 50,000 to Ksh 1,000,000 for equipment, stock and other investments in your business.',
  'home.feature.training.title': 'Training and coaching',
  'home.feature.training.text': 'Learn at your own pace and get advice from a business coach who knows your market.',
  'home.feature.tools.title': 'Business tools',
  'home.feature.tools.text': 'Keep your records, follow your cash flow and prepare quotations and invoices, even offline.',
  'home.contact.title': 'Talk to us',
  'home.contact.text': 'Accounts are opened by our team or through your business coach. Reach us on:',
  'home.contact.page': 'Visit our contact page',

  // ---- sign up (disabled) -----------------------------------------------------------------
  'signup.title': 'Create an account',
  'signup.disabled': 'Self registration is currently disabled.',
  'signup.text': 'Accounts are created by our staff or through your business coach. To get an account, contact us:',
  'signup.firstName': 'First name',
  'signup.lastName': 'Last name',
  'signup.email': 'Email address',
  'signup.phone': 'Phone number',
  'signup.submit': 'Sign up',
  'signup.alert': 'Self Registration is currently disabled',
  'signup.haveAccount': 'Already have an account?',

  // ---- sign in -----------------------------------------------------------------------------
  'signin.title': 'Login to your account',
  'signin.lead': 'Welcome back. Enter your e-mail and password.',
  'signin.email': 'Email',
  'signin.password': 'Password',
  'signin.forgot': 'Forgot password?',
  'signin.submit': 'Login',
  'signin.working': 'Logging in…',
  'signin.coach': 'No account yet? Accounts are created by our team. Contact your business coach or our support to get one.',
  'signin.signedInAs': 'You are logged in as {name}.',
  'signin.toDashboard': 'Go to your dashboard',
  'signin.noAccount': 'Need an account?',

  // ---- calculator --------------------------------------------------------------------------
  'calc.title': 'Loan calculator',
  'calc.lead': 'See what a loan would cost you each month before you apply.',
  'calc.amount': 'Loan amount',
  'calc.period': 'Repayment period',
  'calc.income': 'Monthly income',
  'calc.purpose': 'Loan purpose',
  'calc.estimate': 'Estimated monthly repayment',
  'calc.choose': 'Choose…',
  'calc.months': '{n} months',
  'calc.year': '1 year',
  'calc.years': '{n} years',
  'calc.continue': 'Continue',
  'calc.note': 'The estimate is a guide. The final terms depend on the loan fund you choose when you apply.',
  'calc.amountHint': 'From Ksh 50,000 to Ksh 1,000,000',
  'calc.incomeHint': 'What your business brings in a month',
  'money.ksh': 'Ksh',

  // ---- information pages ------------------------------------------------------------------
  'terms.title': 'Terms & Conditions',
  'terms.lead': 'The main terms of our loans and of this portal, in plain words.',
  'terms.s1.title': 'Who can borrow',
  'terms.s1.text':
    'Loans are for owners of small businesses in Kenya and Tanzania who are enrolled with us, usually through a business coach. Loans are for business growth only.',
  'terms.s2.title': 'Amounts and repayment',
  'terms.s2.text':
    'We lend from Ksh 50,000 to Ksh 1,000,000. First-time borrowers can get up to Ksh 100,000. The monthly repayment may not be more than a third of your monthly income.',
  'terms.s3.title': 'Interest and fees',
  'terms.s3.text':
    'Interest depends on the loan fund and the amount, from 0% to 12% a year. Every figure is shown to you before you accept a loan. There are no hidden fees.',
  'terms.s4.title': 'Your data',
  'terms.s4.text':
    'We use your details only to assess and manage your loan and your programme. We never sell your data. Read our privacy policy for details.',
  'terms.s5.title': 'Your account',
  'terms.s5.text': 'Keep your password to yourself. Tell us at once if you think someone else used your account.',

  'products.title': 'Products',
  'products.lead': 'Everything we offer is built to help your business grow.',
  'products.s1.title': 'Business growth loans',
  'products.s1.text':
    'Loans from Ksh 50,000 to Ksh 1,000,000 over six months to five years, repaid monthly by M-Pesa, for equipment, stock and other investments.',
  'products.s2.title': 'Learning (LMS)',
  'products.s2.text': 'Short courses on record keeping, pricing, marketing and planning that you can follow on your phone.',
  'products.s3.title': 'DigiKua bookkeeping',
  'products.s3.text': 'Record sales, expenses and stock, and see your cash flow, even without an internet connection.',
  'products.s4.title': 'Coaching and scorecards',
  'products.s4.text': 'A business coach and a clear scorecard show where your business stands and what to improve next.',

  'about.title': 'About us',
  'about.lead': '{product} is a non-profit lender for small entrepreneurs in Kenya and Tanzania.',
  'about.s1.title': 'Our mission',
  'about.s1.text':
    'We believe small businesses change communities. We lend at fair terms and pair every loan with training and coaching, so that borrowing leads to growth and not to debt.',
  'about.s2.title': 'How we work',
  'about.s2.text':
    'Entrepreneurs join through our programmes and business coaches. They learn, keep records, and apply for a loan when their business is ready for it.',
  'about.s3.title': 'Where we are',
  'about.s3.text': 'Our hubs are in Nairobi, Kisumu, Mombasa, Nakuru and Tanzania.',

  'contactPage.title': 'Contact us',
  'contactPage.lead': 'We are glad to help. Write to us or call us during office hours.',
  'contactPage.more': 'More ways to reach us',

  'faq.title': 'Frequently asked questions',
  'faq.lead': 'Short answers to the questions we hear most.',
  'faq.q1': 'How do I get an account?',
  'faq.a1': 'Accounts are created by our team or through your business coach. Contact us and we will guide you.',
  'faq.q2': 'How much can I borrow?',
  'faq.a2':
    'From Ksh 50,000 to Ksh 1,000,000. First-time borrowers can get up to Ksh 100,000. Use the loan calculator to see the monthly repayment.',
  'faq.q3': 'What can the loan be used for?',
  'faq.a3': 'Only for business growth: equipment, stock and other investments in your business.',
  'faq.q4': 'How do I repay?',
  'faq.a4': 'Monthly, by M-Pesa, from the portal or through Paybill.',
  'faq.q5': 'Does the portal work without internet?',
  'faq.a5':
    'Yes, once you have opened it online. Install it on your home screen; the calculator and your tools open without a connection.',
  'faq.q6': 'I forgot my password. What do I do?',
  'faq.a6': 'Choose "Forgot password?" on the login page. We send a code to your e-mail; enter it with a new password.',

  // ---- not found and not available --------------------------------------------------------
  'notFound.title': 'Page not found',
  'notFound.text': 'We could not find the page you were looking for.',
  'notFound.home': 'Go to the home page',

  'notAvailable.title': '{area} is not available yet',
  'notAvailable.text': 'This part of the portal is still being built. Nothing here works yet; it will appear in an update.',
  'notAvailable.back': 'Back to the dashboard',

  // ---- dashboard shell ---------------------------------------------------------------------
  'shell.logout': 'Log out',
  'shell.menu': 'Menu',
  'shell.closeMenu': 'Close menu',
  'shell.navigation': 'Dashboard navigation',
  'shell.search': 'Search',
  'shell.searchAlert': 'Search is not available yet',

  // ---- sync indicator (records kept on the phone) ------------------------------------------
  'sync.label': 'Sync',
  'sync.checking': 'Checking records…',
  'sync.pending': 'Not synced: {n}',
  'sync.allSynced': 'All synced',
  'sync.rejected': 'Refused: {n}',
  'sync.rejectedHelp': 'The server refused these records. Open them, correct them and save again.',
  'sync.last': 'Last sync {time}',
  'sync.never': 'No sync yet',
  'sync.offline': 'Offline',
  'sync.now': 'Sync now',
  'sync.syncing': 'Syncing…',
  'sync.failed': 'The last sync failed: {error}',
  'msg.sync.eventFixed': 'This was recorded once and cannot be changed',
  'msg.sync.someoneElse': 'This record belongs to someone else',
  'msg.sync.mayNotChange': 'You may not change this kind of record',

  'menu.dashboard': 'Dashboard',
  'menu.myLoans': 'My Loans',
  'menu.onboarding': 'Onboarding',
  'menu.playbook': 'Playbook',
  'menu.scorecard': 'Scorecard',
  'menu.digikua': 'DigiKua',
  'menu.qsurvey': 'Q Survey',
  'menu.validation': 'Validation',
  'menu.businessDocuments': 'Business Documents',
  'menu.profile': 'Profile',
  'menu.lms': 'LMS',
  'menu.applicant': 'Applicant',
  'menu.postTrainingSurvey': 'Post Training Survey',
  'menu.overview': 'Overview',
  'menu.clients': 'Clients',
  'menu.loans': 'Loans',
  'menu.staffs': 'Staffs',
  'menu.reports': 'Reports',
  'menu.account': 'My account',
  'menu.funds': 'Funds',

  'area.dashboard': 'This page',
  'area.myLoans': 'My Loans',
  'area.loanHistory': 'Loan history',
  'area.loanPay': 'Loan repayment',
  'area.loanApply': 'The loan application',
  'area.profile': 'Your profile',
  'area.profileSetup': 'Profile setup',
  'area.creditReport': 'The credit report',
  'area.onboarding': 'Onboarding',
  'area.playbook': 'The playbook',
  'area.creditScore': 'The credit score',
  'area.scorecard': 'The scorecard',
  'area.detailedScores': 'The detailed scores',
  'area.digikua': 'DigiKua',
  'area.qsurvey': 'The quarterly survey',
  'area.validation': 'Validation',
  'area.businessDocuments': 'Business documents',
  'area.budget': 'The budget',
  'area.lms': 'Learning (LMS)',
  'area.investProfile': 'The invest profile',
  'area.support': 'Support',
  'area.postTrainingSurvey': 'The post-training survey',
  'area.applicant': 'The applicant programme',
  'area.clientDetails': 'Client details',
  'area.loans': 'The loan list',
  'area.loanDetails': 'Loan details',
  'area.reports': 'Reports',

  // ---- client overview --------------------------------------------------------------------
  'overview.greeting': 'Hello, {name}',
  'overview.today': 'Today is {date}',
  'overview.noLoan.title': 'You have no active loan',
  'overview.noLoan.text': 'Ready to grow your business? Check the amount and apply in a few steps.',
  'overview.apply': 'Apply for loan',
  'overview.loan.title': 'Your latest loan',
  'overview.loan.status': 'Status',
  'overview.loan.amount': 'Amount',
  'overview.loan.balance': 'Balance',
  'overview.loan.next': 'Next installment due',
  'overview.loan.nextValue': '{amount} on {date}',
  'overview.loan.view': 'View loan',
  'overview.loan.pay': 'Pay Loan',
  'overview.loan.failed': 'Your loans could not be loaded just now',
  'date.long': '{weekday}, {day} {month} {year}',
  'date.month.1': 'January',
  'date.month.2': 'February',
  'date.month.3': 'March',
  'date.month.4': 'April',
  'date.month.5': 'May',
  'date.month.6': 'June',
  'date.month.7': 'July',
  'date.month.8': 'August',
  'date.month.9': 'September',
  'date.month.10': 'October',
  'date.month.11': 'November',
  'date.month.12': 'December',
  'date.weekday.0': 'Monday',
  'date.weekday.1': 'Tuesday',
  'date.weekday.2': 'Wednesday',
  'date.weekday.3': 'Thursday',
  'date.weekday.4': 'Friday',
  'date.weekday.5': 'Saturday',
  'date.weekday.6': 'Sunday',

  // ---- tool choosers ----------------------------------------------------------------------
  'tools.greeting': 'Hi {name} welcome back',
  'tools.there': 'there',
  'tools.lead': 'Pick a tool to see what it does.',
  'tools.list': 'Your tools',
  'tools.tutorial': 'Tutorial',
  'tools.open': 'Open',
  'tool.applicant.name': 'Applicant',
  'tool.applicant.text':
    'Apply to the programme: your personal and business information, executive summary, business model, financial projections and progress. It also shows the steps left before the deadline.',
  'tool.lms.name': 'LMS',
  'tool.lms.text': 'Short courses for your business. Follow the lessons in order and track your progress.',
  'tool.digikua.name': 'DigiKua',
  'tool.digikua.text': 'Simple record keeping: sales, expenses, stock and your cash flow summary, also offline.',
  'tool.qsurvey.name': 'QSurvey',
  'tool.qsurvey.text':
    'The quarterly survey, once every three months, about how your business is doing. You choose the language first.',

  // ---- staff overview ---------------------------------------------------------------------
  'staff.welcome': 'Welcome, {name}',
  'staff.role': 'You are logged in as {role}.',
  'staff.text': 'Open the client list to find a client. The loan list is not available yet.',

  // ---- messages from core, the server and the API client (keyed by their English text) ----
  'msg.required': 'This field is required',
  'msg.email': 'Please enter a valid email address',
  'msg.phone': 'Please enter a valid phone number',
  'msg.passwordShort': 'Password must be at least 8 characters',
  'msg.passwordMismatch': 'Your password does not match',
  'msg.minLoan': 'The minimum amount of loan that we offer starts at Ksh50000',
  'msg.maxLoan': 'The maximum amount of loan that we offer is Ksh1000000',
  'msg.businessGrowth': 'Loans are only available for business growth',
  'msg.notEligible': 'You are not eligible for this amount, kindly enter a lower loan amount',
  'msg.unknownPeriod': 'Choose a repayment period from 6 months to 5 years',
  'msg.network': 'Could not reach the server. Check your connection and try again.',
  'msg.timeout': 'The server is taking too long to answer. Please try again.',
  'msg.response': 'Response error',
  'msg.server': 'Something went wrong on our side. Please try again.',
  'msg.userRead': 'Failed to get user details',
  'msg.verify': 'Verify your email or phone to activate account',
  'msg.badCredentials': 'Invalid email or password',
  'msg.deactivated': 'Your account has been deactivated, contact support',
  'msg.signIn': 'Sign in to continue',
  'msg.noAccess': 'You do not have access to this',
  'msg.notFound': 'Not found',
  'msg.internal': 'Something went wrong, try again',
  'msg.tooManyAttempts': 'Too many attempts, try again in 15 minutes',
  'msg.resendSoon': 'Wait a minute before asking for another code',
  'msg.codeResent': 'If this account needs verifying, we have sent a new code',

  // loan statuses (core statusLabel; shown on the overview, the loan screens and staff lists)
  'msg.status.draft': 'Draft',
  'msg.status.pending': 'Pending',
  'msg.status.underReview': 'Under Review',
  'msg.status.returned': 'Returned',
  'msg.status.recommended': 'Recommended',
  'msg.status.approved': 'Approved',
  'msg.status.rejected': 'Rejected',
  'msg.status.active': 'Active',
  'msg.status.closed': 'Closed',
  'msg.status.withdrawn': 'Withdrawn',
  'msg.status.writtenOff': 'Written Off',

  'role.client': 'client',
  'role.applicant': 'applicant',
  'role.digiprime': 'digiprime',
  'role.admin': 'admin',
  'role.sales': 'sales agent',
  'role.processor': 'processor',
  'role.authorizer': 'authorizer',
  'role.super': 'super admin',

  'purpose.personal': 'Personal',
  'purpose.recurring': 'Recurring Expenses',
  'purpose.capital': 'Capital Expenses',
};

export type MessageKey =
  | keyof typeof en
  | keyof typeof accountTexts
  | keyof typeof digikuaTableTexts
  | keyof typeof digikuaSummaryTexts
  | keyof typeof staffTexts
  | keyof typeof profileTexts
  | keyof typeof lendingTexts
  | keyof typeof loansTexts
  | keyof typeof digikuaTexts;
export type Dictionary = Record<MessageKey, string>;
/** The English texts of one part. */
export type EnglishPart = Readonly<Partial<Dictionary>>;
