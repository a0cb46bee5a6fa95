/**
 * English texts of the applicant's onboarding screens (spec 001 sections 2.2 and 8). Core's and the
 * server's messages are shown through `onboardingMessage`; the Kiswahili is in `sw.ts`.
 */
import { addEnglish } from '../../lib/i18n/translate';

export const applicantOnboardingTexts = {
  'applicant.loading': 'Loading your application…',
  'applicant.loadFailed': 'Error Occured: your application could not be loaded',
  'applicant.retry': 'Try again',
  'applicant.noData': 'Error! {message}',
  'applicant.lms': 'Click here for LMS',
  'applicant.invited': 'Your invitation is not complete: open the link you were sent again.',
  'applicant.figures': 'Your progress',
  'applicant.progress': 'Progress',
  'applicant.stepsDone': 'Steps done',
  'applicant.pending': 'Pending approval',
  'applicant.timeLeft': 'Time left',
  'applicant.countdown': '{days} d {hours} h {mins} min',
  'applicant.steps': 'Steps',
  'applicant.state.not_started': 'not started',
  'applicant.state.pending': 'awaiting approval',
  'applicant.state.approved': 'approved',
  'applicant.state.rejected': 'sent back',
  'applicant.hubTitle': 'Choose your hub',
  'applicant.hubLead': 'Welcome to {cohort}. Choose the hub closest to you to set up your application.',
  'applicant.hub': 'Hub location',
  'applicant.chooseHub': 'Choose a hub',
  'applicant.saveHub': 'Save and continue',
  'applicant.settingUp': 'Setting up your application…',
  'applicant.hubFailed': 'Error!! {message}',
  'applicant.welcomeTitle': 'Welcome to Acceleration',
  'applicant.welcomeLead': 'You are applying to {cohort} ({year}). Answer these steps one by one; the team reviews each answer.',
  'applicant.welcomeSteps': 'The steps',
  'applicant.optional': 'optional',
  'applicant.startNow': 'Start Now',
  'applicant.questionTitle': 'Your application',
  'applicant.questionOf': 'Step {order} of {total}',
  'applicant.rejected': 'This answer was sent back. Answer it again:',
  'applicant.awaiting': 'Your answer is awaiting approval.',
  'applicant.approved': 'Your answer was approved.',
  'applicant.continue': 'Continue',
  'applicant.choose': 'Choose one',
  'applicant.chooseMany': 'Choose all that apply.',
  'applicant.save': 'Save and continue',
  'applicant.saved': 'Answer saved',
  'applicant.uploadLabel': 'Upload progress',
  'applicant.uploading': 'Uploading… {percent}%',
  'applicant.waiting': 'Waiting to upload',
  'applicant.offline': 'You are offline: your file is kept on this phone and will upload when you are back online.',
  'applicant.approvalsTitle': 'Submission Successful',
  'applicant.approvalsText': 'You have advanced to the judging round. The team is reviewing your answers.',
  'applicant.awaitingList': 'Awaiting approval',
  'applicant.successTitle': 'Onboarding Complete',
  'applicant.successText': 'Every answer was approved. Welcome to the programme!',
  'applicant.toDashboard': 'Go to my dashboard',
  'applicant.tooLateTitle': 'Too Late',
  'applicant.tooLateText': 'The deadline for your application has passed. To continue, contact:',
  'applicant.contactMentor': 'Your mentor or trainer',
  'applicant.contactTrainers': 'The trainers, at the e-mail below',
  'applicant.contactHubs': 'The hub contacts page',
  'applicant.notOkTitle': 'Something is not ok',
  'applicant.notOkText': 'This page is not part of your application.',
  'applicant.checkProgress': 'Check my Progress',
  'applicant.tutorial': 'Watch the tutorial',
};

declare module '../../lib/i18n/keys' {
  interface TextParts {
    applicantOnboarding: typeof applicantOnboardingTexts;
  }
}

addEnglish(applicantOnboardingTexts);
