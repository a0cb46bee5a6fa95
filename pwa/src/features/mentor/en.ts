/**
 * English texts of the mentor's screens. Core's learning messages (the grade's and the message's
 * checks, the server's `message`) come through `lmsMessage` in the person's language. The Kiswahili
 * is in `sw.ts`.
 */
import { addEnglish } from '../../lib/i18n/translate';

export const mentorTexts = {
  'mentor.loading': 'Loading…',
  'mentor.failed': 'Error Occured ! Could not load this page.',
  'mentor.retry': 'Try again',
  'mentor.kept': 'No connection to the server: this is the last known copy, from {when}.',
  'mentor.open': 'Open',

  'mentor.title': 'My trainees',
  'mentor.lead': 'The trainees of the cohorts you mentor, their progress and what needs you first.',
  'mentor.none': 'No trainees yet',
  'mentor.noneText': 'You do not mentor a cohort yet. When the training team adds you to one, its trainees appear here.',
  'mentor.attention': 'Needs your attention',
  'mentor.attentionNone': 'Nothing waits for you: all work is graded and every message is read.',
  'mentor.attentionUngraded': '{name}: {count} to grade',
  'mentor.attentionUnread': '{name}: unread messages ({count})',
  'mentor.cohortCount': 'Trainees: {count}',
  'mentor.cohortEmpty': 'No trainees in this cohort yet.',
  'mentor.colName': 'Trainee',
  'mentor.colEmail': 'E-mail',
  'mentor.colPhone': 'Phone',
  'mentor.colProgress': 'Progress',
  'mentor.colUngraded': 'To grade',
  'mentor.colUnread': 'Unread messages',
  'mentor.progressOf': 'Progress of {name}',
  'mentor.progressDetail': '{submitted} of {total} assignments',
  'mentor.ungradedBadge': '{count} to grade',
  'mentor.unreadBadge': '{count} unread',
  'mentor.call': 'Call {name}',
  'mentor.mail': 'E-mail {name}',
  'mentor.noPhone': 'No phone number',
  'mentor.openThread': 'Messages',
  'mentor.grade': 'Grade',

  'mentor.gradingTitle': 'Grading',
  'mentor.gradingLead': 'Your trainees’ assignments: read the answers, then give a score from 0 to 100 and a comment.',
  'mentor.show': 'Show',
  'mentor.filterUngraded': 'Ungraded',
  'mentor.filterGraded': 'Graded',
  'mentor.filterAll': 'All',
  'mentor.cohort': 'Cohort',
  'mentor.allCohorts': 'All cohorts',
  'mentor.noUngraded': 'Nothing to grade',
  'mentor.noUngradedText': 'Every submission is graded. New work from your trainees appears here.',
  'mentor.noGraded': 'No graded work yet',
  'mentor.noSubmissions': 'No submissions yet',
  'mentor.submittedOn': 'Submitted {date}',
  'mentor.question': 'Question {number}',
  'mentor.noAnswer': 'No answer',
  'mentor.download': 'Download {name}',
  'mentor.downloading': 'Downloading…',
  'mentor.score': 'Score (0 to 100)',
  'mentor.comment': 'Comment',
  'mentor.saveGrade': 'Save grade',
  'mentor.savingGrade': 'Saving…',
  'mentor.gradedScore': 'Graded: {score} / 100',
  'mentor.gradedOn': 'Graded {date}',
  'mentor.gradeSaved': 'Grade saved: {score} / 100',
  'mentor.notGraded': 'Not graded yet',

  'mentor.pitchesTitle': 'Pitch decks',
  'mentor.pitchesLead': 'The pitch decks your trainees sent: download each one, then grade it.',
  'mentor.noPitches': 'No pitch decks yet',
  'mentor.noPitchesText': 'When a trainee sends a pitch deck, it appears here to grade.',
  'mentor.pitchNumber': 'Pitch {number}',

  'mentor.messagesTitle': 'Messages',
  'mentor.messagesLead': 'Your conversations with your trainees, unread first.',
  'mentor.noConversations': 'No trainees to message yet',
  'mentor.lastMessage': 'Last message {time} (UTC)',
  'mentor.noMessages': 'No messages yet',
  'mentor.threadTitle': 'Messages with {name}',
  'mentor.threadEmpty': 'No messages yet. Write the first one.',
  'mentor.unknownTrainee': 'This trainee is not in the cohorts you mentor.',
  'mentor.backToMessages': '← Messages',
  'mentor.message': 'Message',
  'mentor.enterHint': 'Enter sends; Shift and Enter starts a new line.',
  'mentor.send': 'Send',
  'mentor.sending': 'Sending...',
  'mentor.waiting': 'Waiting to send',
  'mentor.refused': 'Not sent: {message}',
  'mentor.queueFailed': 'The message could not be saved on this device. Try again.',
  'mentor.you': 'You',
  'mentor.at': '{time} UTC',
};

addEnglish(mentorTexts);

declare module '../../lib/i18n/keys' {
  interface TextParts {
    mentor: typeof mentorTexts;
  }
}
