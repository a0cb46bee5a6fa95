/**
 * English texts of the public pages: home, sign-up (disabled), the information pages and not found.
 * Loaded with the screens that use them (see lib/feature.ts); the Kiswahili is in `sw.ts`.
 */
import { addEnglish } from '../../lib/i18n/translate';

export const publicTexts = {
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

  // ---- not found ---------------------------------------------------------------------------
  'notFound.title': 'Page not found',
  'notFound.text': 'We could not find the page you were looking for.',
  'notFound.home': 'Go to the home page',
};

declare module '../../lib/i18n/keys' {
  interface TextParts {
    public: typeof publicTexts;
  }
}

addEnglish(publicTexts);
