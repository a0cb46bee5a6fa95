/** The playbook's links (spec 001 section 2.3); the ids in them are read back by core (`core-playbook`). */
export const BASE = '/dashboard/playbook';

export const playbookPath = (playbookId: string): string => `${BASE}/playbook/${playbookId}`;
export const chapterPath = (playbookId: string, chapterId: string): string => `${BASE}/book/${playbookId}/chapter/${chapterId}`;
export const sessionPath = (playbookId: string, chapterId: string, sessionId: string): string =>
  `${BASE}/b/${playbookId}/c/${chapterId}/s/${sessionId}`;

/** Where a playbook's Continue goes: its progress's session when it names one, else its chapters. */
export function continuePath(playbookId: string, progress: { chapterId: string | null; sessionId: string | null } | undefined): string {
  if (progress?.chapterId && progress.sessionId) return sessionPath(playbookId, progress.chapterId, progress.sessionId);
  return playbookPath(playbookId);
}

/** A phone number as a `tel:` link. */
export const telLink = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * A WhatsApp link for a number in international form (+254…, 254…, +255…): wa.me takes the digits
 * with the country code; a local number (07…) cannot be told apart between Kenya and Tanzania.
 */
export function whatsAppLink(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 10) return null;
  if (trimmed.startsWith('+') || /^25[45]/.test(digits)) return `https://wa.me/${digits}`;
  return null;
}
