import { formatDate, nairobiDateParts } from '../lib/core';
import { nairobiClock } from '../lib/nairobiTime';

/** When a sync finished (ms): "14:05" if today in Nairobi, else "04/05/2026 14:05". */
export function syncTimeText(ms: number, nowMs = Date.now()): string {
  const seconds = Math.floor(ms / 1000);
  const time = nairobiClock(ms);
  const day = nairobiDateParts(seconds);
  const today = nairobiDateParts(Math.floor(nowMs / 1000));
  const sameDay = day && today && day.year === today.year && day.month === today.month && day.day === today.day;
  return sameDay ? time : `${formatDate(seconds)} ${time}`;
}
