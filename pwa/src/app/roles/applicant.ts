/** The applicant's areas: loaded when a session of the role starts (app/features.ts). */
import type { Feature } from '../../lib/feature';
import { feature as tools } from '../../features/tools/feature';
import { feature as applicantOnboarding } from '../../features/applicant-onboarding/feature';
import { feature as digikua } from '../../features/digikua/feature';
import { feature as survey } from '../../features/survey/feature';
import { feature as planned } from '../../features/planned/feature';
import { feature as lms } from '../../features/lms/feature';

export const features: readonly Feature[] = [tools, applicantOnboarding, digikua, survey, planned, lms];
