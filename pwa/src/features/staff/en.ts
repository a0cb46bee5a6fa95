/**
 * English texts of the staff screens (client and staff lists, new accounts, invitations, own account).
 * Loaded with the screens that use them (see lib/feature.ts); the Kiswahili is in `sw.ts`.
 */
import { addEnglish } from '../../lib/i18n/translate';

export const staffTexts = {
  // ---- shared form labels -------------------------------------------------------------------
  'form.firstName': 'First name',
  'form.lastName': 'Last name',
  'form.email': 'Email',
  'form.phone': 'Phone number',
  'form.country': 'Country',
  'form.phoneHint': 'e.g. 0712345678 or 254712345678',
  'form.accountType': 'Account type',
  'form.role': 'Role',
  'form.referral': 'How did they hear about us?',
  'form.referralStaff': '{product} staff',
  'form.password': 'Password',
  'form.confirm': 'Confirm password',
  'form.choose': 'Choose…',
  'form.working': 'Saving…',

  // ---- lists --------------------------------------------------------------------------------
  'list.loading': 'Loading the list…',
  'list.failed': 'The list could not be loaded.',

  // ---- clients ------------------------------------------------------------------------------
  'clients.title': 'Clients',
  'clients.lead': 'Every client account. Search by ID, name, e-mail or phone.',
  'clients.search': 'Search clients',
  'clients.table': 'Client list',
  'clients.id': 'ID',
  'clients.firstName': 'First name',
  'clients.lastName': 'Last name',
  'clients.phone': 'Phone',
  'clients.created': 'Created',
  'clients.empty': 'No clients yet',
  'clients.open': 'Open client',
  'clients.noMatch': 'Nothing matches "{query}"',
  'clients.add': 'Add a client',
  'clients.addLead': 'The client verifies the account with a code sent to their e-mail when they first log in.',
  'clients.addSubmit': 'Add client',
  'clients.invite': 'Invite by email',
  'clients.inviteLead': 'We e-mail a link; they fill in their own details and choose a password.',
  'clients.inviteSubmit': 'Send invitation',
  'clients.invited': 'Invitation sent to {email}',

  // ---- staff accounts (super admin) ---------------------------------------------------------
  'staffs.title': 'Staff',
  'staffs.lead': 'Staff accounts of every role. A deactivated account can no longer log in.',
  'staffs.table': 'Staff list',
  'staffs.name': 'Name',
  'staffs.email': 'Email',
  'staffs.phone': 'Phone',
  'staffs.role': 'Role',
  'staffs.status': 'Status',
  'staffs.created': 'Created',
  'staffs.actions': 'Actions',
  'staffs.active': 'Active',
  'staffs.inactive': 'Inactive',
  'staffs.you': '(you)',
  'staffs.deactivate': 'Deactivate',
  'staffs.activate': 'Activate',
  'staffs.deactivateLabel': 'Deactivate {name}',
  'staffs.activateLabel': 'Activate {name}',
  'staffs.confirmDeactivate': 'Deactivate {name}? They can no longer log in and are logged out at once.',
  'staffs.confirmActivate': 'Activate {name}? They can log in again.',
  'staffs.empty': 'No staff accounts yet',
  'staffs.add': 'Add a staff member',
  'staffs.addSubmit': 'Add staff',

  // ---- a staff member's own account ---------------------------------------------------------
  'account.title': 'My account',
  'account.lead': 'Your details, and the password you log in with.',
  'account.details': 'Your details',
  'account.name': 'Name',
  'account.email': 'Email',
  'account.phone': 'Phone number',
  'account.role': 'Role',

  // ---- messages of the server (keyed by their English text) ---------------------------------
  'msg.cannotDeactivateSelf': 'You cannot deactivate your own account',
  'msg.accountDeactivated': 'Account deactivated',
  'msg.accountActivated': 'Account activated',

  // ---- referral choices (core values) -------------------------------------------------------
  'referral.coach': 'Business Coach',
  'referral.staff': 'Staff',
  'referral.fellow': 'Fellow Entrepreneur',
  'referral.facebook': 'Facebook',
  'referral.instagram': 'Instagram',
  'referral.youtube': 'YouTube',
  'referral.whatsapp': 'WhatsApp',
  'referral.other': 'Other',
};

declare module '../../lib/i18n/keys' {
  interface TextParts {
    staff: typeof staffTexts;
  }
}

addEnglish(staffTexts);
