/** A message's time as section 9 shows it: in UTC, `YYYY-MM-DD HH:MM`. */
export function chatTime(epochSeconds: number): string {
  if (!Number.isFinite(epochSeconds) || epochSeconds <= 0) return '';
  return new Date(epochSeconds * 1000).toISOString().slice(0, 16).replace('T', ' ');
}
