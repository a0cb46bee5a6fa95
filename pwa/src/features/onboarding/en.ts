/**
 * English texts of the client's onboarding screens. Core's messages (the steps' labels, the missing
 * file messages, the hub and video guidance) come in both languages from the `onboarding` package;
 * the server's English messages these screens show are here under `msg.`. The Kiswahili is in `sw.ts`.
 */
import { addEnglish } from '../../lib/i18n/translate';

export const onboardingTexts = {
  'onb.title': 'Acceleration onboarding',
  'onb.progress': 'Progress',
  'onb.stepsDone': '{done} of {total} steps done',
  'onb.pending': 'Pending approval: {count}',
  'onb.timeLeft': 'Time left',
  'onb.countdown': '{days} days, {hours} hours, {mins} minutes',
  'onb.steps': 'Your steps',
  'onb.state.not_started': 'Not started',
  'onb.state.pending': 'Awaiting approval',
  'onb.state.approved': 'Approved',
  'onb.state.rejected': 'Sent back',
  'onb.state.done': 'Done',
  'onb.state.current': 'You are here',
  'onb.state.waiting': 'Waiting to upload',
  'onb.state.refused': 'Not accepted: choose again',
  'onb.kept':
    'No connection to the server: this is the last known copy of your onboarding, from {when}. Steps you send wait on this phone and upload when the connection is back.',
  'onb.failed': 'Your onboarding could not be loaded.',
  'onb.retry': 'Try again',
  'onb.hubTitle': 'Your hub',
  'onb.hubLabel': 'Hub',
  'onb.hubChoose': 'Choose a hub',
  'onb.hubSave': 'Continue',
  'onb.hubSaving': 'Setting up your account…',
  'onb.welcomeTitle': 'Welcome to Acceleration',
  'onb.welcomeLead': 'Have these documents ready: you send one at each step, as a photo, a PDF or a video.',
  'onb.checklist': 'Documents you need',
  'onb.formsTitle': 'Forms to download, sign and send',
  'onb.formsLead': 'Download each form with your name on it, sign it and send it at its step.',
  'onb.form.code-of-conduct': 'Code of conduct',
  'onb.form.photography-consent': 'Photography consent',
  'onb.form.agreement-letter': 'Agreement letter',
  'onb.download': 'Download: {name}',
  'onb.downloading': 'Downloading…',
  'onb.sentBack': 'The acceleration team sent these steps back. Open one to send it again:',
  'onb.continue': 'Continue',
  'onb.startNow': 'Start Now',
  'onb.stepOf': 'Step {n} of {total}',
  'onb.fileLabel': 'Choose a file',
  'onb.accepts.images': 'A JPG or PNG image.',
  'onb.accepts.pdf': 'A PDF document.',
  'onb.accepts.imagesOrPdf': 'A JPG or PNG image, or a PDF document.',
  'onb.accepts.video': 'An MP4, 3GP or WebM video.',
  'onb.accepts.text': 'Up to {max} characters.',
  'onb.chars': '{count} of {max} characters',
  'onb.save': 'Save and continue',
  'onb.sendAgain': 'Send again',
  'onb.rejected': 'The acceleration team sent this step back:',
  'onb.uploading': 'Uploading… {percent}%',
  'onb.waiting': 'Waiting to upload',
  'onb.waitingFile': 'Your file: {name}',
  'onb.offline': 'You are offline. Your file is kept on this phone and will upload when you are back online.',
  'onb.uploadProgress': 'Upload progress',
  'onb.approvalsTitle': 'Awaiting Approvals!',
  'onb.approvalsLead': 'The acceleration team is checking these steps. You get an SMS when each one is approved or sent back.',
  'onb.approvalsNone': 'No step is waiting for approval.',
  'onb.successTitle': 'Onboarding Complete!',
  'onb.successLead': 'The acceleration team approved all your steps.',
  'onb.toDashboard': 'Go to the dashboard',
  'onb.tooLateTitle': 'Too Late!',
  'onb.tooLateLead':
    'The time to send your onboarding steps has passed. Contact your business coach, the acceleration team or the hub closest to you.',
  'msg.onbOldSystem': 'Onboarding was done with the old manual system',
  'msg.onbSaved': 'Saved',
};

declare module '../../lib/i18n/keys' {
  interface TextParts {
    onboarding: typeof onboardingTexts;
  }
}

addEnglish(onboardingTexts);
