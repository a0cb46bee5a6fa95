/** The learning area's screens, one chunk: a trainee moves between them in one visit. */
export { HomePage } from './HomePage';
export { MentorsPage } from './MentorsPage';
export { LearningPage, ResourcesPage } from './LearningPage';
export { AlertsPage } from './AlertsPage';
export { TopicPage } from './TopicPage';
export { AssignmentsPage } from './AssignmentsPage';
export { AssignmentPage } from './AssignmentPage';
export { PitchPage } from './PitchPage';
export { ScoresPage } from './ScoresPage';
export { NotesPage } from './NotesPage';
export { MessagesPage } from './MessagesPage';
export { DownloadsPage } from './DownloadsPage';
export { LmsSurveyPage, PostTrainingHomePage, PostTrainingSurveyPage } from './SurveyPages';
