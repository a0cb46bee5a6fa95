/**
 * Learning, the trainee's side (spec 002 sections 2.6, 3.5, 4.5, 5.5, 7.5, 8.4, 8.5, 9; docs/lms.md):
 * the shell under /dashboard/lms with Home, Mentors, Learning and Alerts behind the survey gate, the
 * course's pages, and the post-training survey pages, for clients and applicants. The rules come from
 * core (features/lms/rules.ts).
 */
import { screen, type Feature, type FeatureRoute } from '../../lib/feature';

const AREA = '/dashboard/lms';
const LEARNING = `${AREA}/learning`;
const POST = '/dashboard/post-training-survey';
const screens = () => import('./screens');
const TRAINEES = ['client', 'applicant'] as const;
const withCore = { core: 'lms' } as const;

const routes: FeatureRoute[] = [
  { path: AREA, redirect: `${AREA}/home` },
  screen(`${AREA}/home`, screens, 'HomePage', withCore),
  screen(`${AREA}/mentors`, screens, 'MentorsPage', withCore),
  screen(`${AREA}/alerts`, screens, 'AlertsPage', withCore),
  screen(`${AREA}/survey/*`, screens, 'LmsSurveyPage', withCore),
  screen(LEARNING, screens, 'LearningPage', withCore),
  screen(`${LEARNING}/resources`, screens, 'ResourcesPage', withCore),
  screen(`${LEARNING}/pitch-submission`, screens, 'PitchPage', withCore),
  screen(`${LEARNING}/pitch-submission/pitch1`, screens, 'PitchPage', withCore),
  screen(`${LEARNING}/pitch-submission/pitch2`, screens, 'PitchPage', withCore),
  screen(`${LEARNING}/assignments`, screens, 'AssignmentsPage', withCore),
  screen(`${LEARNING}/assignments/:assignmentId`, screens, 'AssignmentPage', withCore),
  screen(`${LEARNING}/scores`, screens, 'ScoresPage', withCore),
  screen(`${LEARNING}/notes`, screens, 'NotesPage', withCore),
  screen(`${LEARNING}/notes/:noteId`, screens, 'NotesPage', withCore),
  screen(`${LEARNING}/messages`, screens, 'MessagesPage', withCore),
  screen(`${LEARNING}/downloads`, screens, 'DownloadsPage', withCore),
  screen(`${LEARNING}/:cohortId/:chapterId/:topicId`, screens, 'TopicPage', withCore),
  screen(POST, screens, 'PostTrainingHomePage', withCore),
  screen(`${POST}/home`, screens, 'PostTrainingHomePage', withCore),
  screen(`${POST}/survey/*`, screens, 'PostTrainingSurveyPage', withCore),
];

export const feature: Feature = {
  name: 'lms',
  roles: TRAINEES,
  // Only trainees keep its screens and core package on the phone (docs/offline.md); the others open it
  // online and read 'You're not registered as a trainee yet…'.
  when: { lmsTrainee: true },
  routes,
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }],
  menu: [
    { roles: ['client'], to: `${AREA}/home`, label: 'menu.lms', area: AREA, order: 45 },
    { roles: ['client'], to: POST, label: 'menu.postTrainingSurvey', area: POST, order: 75 },
    { roles: ['applicant'], to: `${AREA}/home`, label: 'menu.lms', area: AREA, order: 20 },
    { roles: ['applicant'], to: `${POST}/home`, label: 'menu.postTrainingSurvey', area: POST, order: 60 },
  ],
};
