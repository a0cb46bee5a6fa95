/** The course editor's screens, one chunk. */
export { CoursePage } from './CoursePage';
export { TopicPage } from './TopicPage';
export { AssignmentPage } from './AssignmentPage';
