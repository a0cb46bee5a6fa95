/**
 * The course editor, the team's side of learning (docs/lms.md, "Writing the course"): a class's
 * name, schedule and FAQs, its chapters with their topics (Markdown in English and Swahili,
 * previewed by the server; objectives; resources, a file uploaded as course media) and assignments
 * with their tasks; "Export as Markdown". A coach finds it under /coach/learning, the super admin
 * under /super-admin/learning (core's areas); no menu entry: the cohorts screen links to a course.
 */
import { screen, type Feature, type FeatureRoute } from '../../lib/feature';
import { datesPart } from '../../lib/i18n';

const screens = () => import('./screens');
const BASES = [
  { base: '/coach/learning', role: 'coach' },
  { base: '/super-admin/learning', role: 'super' },
] as const;

const routes = BASES.flatMap(({ base, role }): FeatureRoute[] => [
  screen(`${base}/courses/:classId`, screens, 'CoursePage', { roles: [role] }),
  screen(`${base}/courses/:classId/topics/:topicId`, screens, 'TopicPage', { roles: [role] }),
  screen(`${base}/courses/:classId/chapters/:chapterId/new-topic`, screens, 'TopicPage', { roles: [role] }),
  screen(`${base}/courses/:classId/assignments/:assignmentId`, screens, 'AssignmentPage', { roles: [role] }),
  screen(`${base}/courses/:classId/chapters/:chapterId/new-assignment`, screens, 'AssignmentPage', { roles: [role] }),
]);

export const feature: Feature = {
  name: 'course-editor',
  roles: ['coach', 'super'],
  routes,
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }, datesPart],
};
