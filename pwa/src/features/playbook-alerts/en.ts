/** English texts of the playbook's alerts page (issue 14); the Kiswahili is in `sw.ts`. */
import { addEnglish } from '../../lib/i18n/translate';

export const playbookAlertsTexts = {
  'pbAlerts.title': 'Alerts',
  'pbAlerts.lead': 'New tasks, tasks due soon, feedback and replies in your playbook.',
  'pbAlerts.leadAdvisor': 'Replies and feedback from the entrepreneurs you advise.',
  'pbAlerts.nav': 'Playbook',
  'pbAlerts.home': 'Home',
  'pbAlerts.advisors': 'Advisors',
  'pbAlerts.playbooks': 'Playbooks',
  'pbAlerts.alerts': 'Alerts',
  'pbAlerts.loading': 'Loading your alerts…',
  'pbAlerts.failed': 'Your alerts could not be loaded.',
  'pbAlerts.retry': 'Try again',
  'pbAlerts.kept': 'You are offline: these are your alerts as they were on {when}.',
  'pbAlerts.unreadNone': 'Nothing unread',
  'pbAlerts.unreadOne': '1 unread',
  'pbAlerts.unreadMany': '{n} unread',
  'pbAlerts.none': 'No alerts yet',
  'pbAlerts.noneText': 'You will find your advisor’s new tasks and feedback here.',
  'pbAlerts.noneAdvisor': 'You will find your entrepreneurs’ replies and feedback here.',
  'pbAlerts.new': 'Unread',
  'pbAlerts.open': 'Open',
  'pbAlerts.openName': 'Open: {title}',
  'pbAlerts.opening': 'Opening…',
  'pbAlerts.markRead': 'Mark as read',
  'pbAlerts.markReadName': 'Mark as read: {title}',
  'pbAlerts.markAll': 'Mark all as read',
  'pbAlerts.markFailed': 'The alert could not be marked as read. Try again.',
  'pbAlerts.channelTitle': 'How should we tell you?',
  'pbAlerts.channelLead': 'Your alerts are always here. We can also send each one to you.',
  'pbAlerts.channel.app': 'In the portal only',
  'pbAlerts.channel.sms': 'By SMS',
  'pbAlerts.channel.email': 'By e-mail',
  'pbAlerts.channelHint.app': 'Look here for new alerts.',
  'pbAlerts.channelHint.sms': 'A short text to the phone number on your account.',
  'pbAlerts.channelHint.email': 'An e-mail to the address on your account.',
  'pbAlerts.channelSave': 'Save',
  'pbAlerts.channelSaving': 'Saving…',
  'pbAlerts.channelSaved.app': 'Saved: your alerts stay in the portal.',
  'pbAlerts.channelSaved.sms': 'Saved: we will also send your alerts by SMS.',
  'pbAlerts.channelSaved.email': 'Saved: we will also send your alerts by e-mail.',
  'pbAlerts.channelFailed': 'Your choice could not be loaded.',
  'pbAlerts.channelOffline': 'You are offline. Connect to change how we tell you.',
  'msg.pbAlerts.newTask': 'New task',
  'msg.pbAlerts.taskDue': 'Task due soon',
  'msg.pbAlerts.newFeedback': 'New feedback',
  'msg.pbAlerts.newReply': 'New reply',
  'msg.pbAlerts.channelUnknown': 'Choose how to get alerts: in the portal, by SMS or by e-mail',
  'msg.pbAlerts.needsPhone': 'Add a phone number to your account to get alerts by SMS',
  'msg.pbAlerts.needsEmail': 'Add an e-mail address to your account to get alerts by e-mail',
};

declare module '../../lib/i18n/keys' {
  interface TextParts {
    playbookAlerts: typeof playbookAlertsTexts;
  }
}

addEnglish(playbookAlertsTexts);
