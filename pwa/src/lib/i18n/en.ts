/**
 * The shared English texts, in the entry chunk: the app's chrome (loading, update, language, public
 * navigation and footer, dashboard shell, side menus, sync indicator, "not available yet"), and the
 * messages of core, the server and the API client that several features show, with the labels of
 * core's values (loan statuses, roles, loan purposes). `{name}` marks a value filled in at run time.
 *
 * Every feature's own texts are a part in its folder (`features/<area>/en.ts` and `sw.ts`), loaded
 * with its screens; texts several features need but /signin does not are the parts `en-accounts.ts`
 * and `en-details.ts`. The Kiswahili of this file is `sw.ts`, loaded only when chosen.
 */
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

  // ---- common words ------------------------------------------------------------------------
  /** Greets someone whose name is not known: "Hello, there". */
  'word.there': 'there',

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

  // ---- the page of an area not built yet ---------------------------------------------------
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
  'sync.short.checking': 'Checking',
  'sync.short.waiting': '{n} waiting',
  'sync.short.refused': '{n} refused',
  'sync.short.synced': 'Synced',
  'sync.help.offline': 'You are offline. Your records stay on this phone and are sent when you reconnect.',
  'status.connection': 'Connection',
  'status.name': 'Status: {state}. Tap for details',
  'msg.sync.eventFixed': 'This was recorded once and cannot be changed',
  'msg.sync.someoneElse': 'This record belongs to someone else',
  'msg.sync.mayNotChange': 'You may not change this kind of record',

  // ---- side menus, and the areas the 'not available yet' page names --------------------------
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
  'menu.paymentReviews': 'Payment reviews',

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
  'msg.loanAmountDigits': 'Enter the loan amount in digits, e.g. 70000',
  'msg.loanAmountWhole': 'Enter the loan amount in whole shillings',
  'msg.incomeDigits': 'Enter the monthly income in digits, e.g. 70000',
  'msg.incomeWhole': 'Enter the monthly income in whole shillings',
  'msg.incomeNotPositive': 'Enter a monthly income above 0',
  'msg.incomeTooLarge': 'The monthly income can be at most 100,000,000',
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

declare module './keys' {
  interface TextParts {
    shared: typeof en;
  }
}
