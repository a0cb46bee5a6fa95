/** Times of day as people in Nairobi read them; the date itself comes from core (`formatDate`). */
import { formatDate } from './core';

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Nairobi',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "14:05" in Nairobi for a moment in milliseconds. */
export const nairobiClock = (ms: number): string => clock.format(new Date(ms));

/** "04/05/2026 14:05" (Nairobi); '' for no time. */
export function showDateTime(epochSeconds: number | null): string {
  if (!epochSeconds) return '';
  return `${formatDate(epochSeconds)} ${nairobiClock(epochSeconds * 1000)}`;
}
