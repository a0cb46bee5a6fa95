/** The super admin's areas: loaded when a session of the role starts (app/features.ts). */
import type { Feature } from '../../lib/feature';
import { feature as statementReviews } from '../../features/statement-reviews/feature';
import { feature as budget } from '../../features/budget/feature';
import { feature as scorecardTeam } from '../../features/scorecard-team/feature';
import { feature as lending } from '../../features/lending/feature';
import { feature as staff } from '../../features/staff/feature';
import { feature as paymentReviews } from '../../features/payment-reviews/feature';
import { feature as surveyTeam } from '../../features/survey-team/feature';
import { feature as coach } from '../../features/coach/feature';
import { feature as playbookTeam } from '../../features/playbook-team/feature';
import { feature as playbookContent } from '../../features/playbook-content/feature';
import { feature as learningTeam } from '../../features/learning-team/feature';
import { feature as courseEditor } from '../../features/course-editor/feature';

export const features: readonly Feature[] = [lending, staff, paymentReviews, coach, surveyTeam, playbookTeam, playbookContent, learningTeam, courseEditor, statementReviews, budget, scorecardTeam];
