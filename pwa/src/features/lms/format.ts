/** How dates show in the learning area (spec 002 section 9): due dates in en-GB, message times in UTC. */
import type { Lang } from '../../lib/i18n';

/** A due date, en-GB (dd/mm/yyyy) in Nairobi; the Swahili screens show the same digits. */
export function showDueDate(epochSeconds: number): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Nairobi', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(epochSeconds * 1000));
}

/** A message's time in UTC as YYYY-MM-DD HH:MM. */
export function showUtc(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString().slice(0, 16).replace('T', ' ');
}

/** A meeting's day and hours in Nairobi, in the person's language. */
export function showMeeting(startsAt: number, endsAt: number, lang: Lang): string {
  const locale = lang === 'sw' ? 'sw-KE' : 'en-GB';
  const day = new Intl.DateTimeFormat(locale, { timeZone: 'Africa/Nairobi', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Nairobi', hour: '2-digit', minute: '2-digit' });
  return `${day.format(new Date(startsAt * 1000))}, ${time.format(new Date(startsAt * 1000))}–${time.format(new Date(endsAt * 1000))}`;
}
