/** Every feature of the app: the router and the side menus are built from these manifests. */
import type { Feature } from '../lib/feature';
import { feature as publicScreens } from '../features/public/feature';
import { feature as client } from '../features/client/feature';
import { feature as tools } from '../features/tools/feature';
import { feature as profile } from '../features/profile/feature';
import { feature as loans } from '../features/loans/feature';
import { feature as digikua } from '../features/digikua/feature';
import { feature as staff } from '../features/staff/feature';
import { feature as lending } from '../features/lending/feature';
import { feature as paymentReviews } from '../features/payment-reviews/feature';
import { feature as coach } from '../features/coach/feature';
import { feature as onboarding } from '../features/onboarding/feature';
import { feature as applicantOnboarding } from '../features/applicant-onboarding/feature';
import { feature as planned } from '../features/planned/feature';

export const features: readonly Feature[] = [
  publicScreens,
  client,
  tools,
  profile,
  loans,
  digikua,
  staff,
  lending,
  paymentReviews,
  coach,
  onboarding,
  applicantOnboarding,
  planned,
];
