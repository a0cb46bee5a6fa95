/** The client's areas: loaded when a session of the role starts (app/features.ts). */
import type { Feature } from '../../lib/feature';
import { feature as client } from '../../features/client/feature';
import { feature as loans } from '../../features/loans/feature';
import { feature as onboarding } from '../../features/onboarding/feature';
import { feature as digikua } from '../../features/digikua/feature';
import { feature as profile } from '../../features/profile/feature';
import { feature as survey } from '../../features/survey/feature';
import { feature as playbook } from '../../features/playbook/feature';
import { feature as planned } from '../../features/planned/feature';
import { feature as playbookAlerts } from '../../features/playbook-alerts/feature';
import { feature as lms } from '../../features/lms/feature';
import { feature as documents } from '../../features/documents/feature';
import { feature as investProfile } from '../../features/invest-profile/feature';
import { feature as budget } from '../../features/budget/feature';
import { feature as validation } from '../../features/validation/feature';
import { feature as scorecard } from '../../features/scorecard/feature';

export const features: readonly Feature[] = [client, loans, onboarding, digikua, profile, survey, playbook, planned, playbookAlerts, lms, documents, investProfile, budget, validation, scorecard];
