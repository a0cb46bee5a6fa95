/**
 * Dates as people type and read them here, dd/mm/yyyy, next to the value the forms keep (a date
 * input's `yyyy-mm-dd`). Only the shape and the calendar are checked here; what a date may be (not in
 * the future, not before 2000) stays core's rule, checked when the record is saved.
 */

/** Why a typed date is no date: cut short, or a day the calendar does not have (31/02). */
export type DateProblem = 'incomplete' | 'notADay';

export type ReadDate = { iso: string } | { problem: DateProblem };

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `2026-11-22` → `22/11/2026`; anything else as it is (a date being typed, or nothing). */
export function typedFromIso(iso: string): string {
  const parts = ISO.exec(iso);
  return parts ? `${parts[3]}/${parts[2]}/${parts[1]}` : iso;
}

/** Whether `value` is a whole `yyyy-mm-dd` of a real day. */
export function isIsoDay(value: string): boolean {
  const parts = ISO.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

/** `1/3/2026` or `01/03/2026` → `2026-03-01`; '' for nothing typed; else why it is no date. */
export function readTyped(text: string): ReadDate | '' {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const parts = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  if (!parts) return { problem: 'incomplete' };
  const iso = `${parts[3]}-${parts[2]!.padStart(2, '0')}-${parts[1]!.padStart(2, '0')}`;
  return isIsoDay(iso) ? { iso } : { problem: 'notADay' };
}

/**
 * What the box shows after a keystroke: digits and slashes only (a dot, dash or space counts as a
 * slash: the phones' number keyboards have no slash key), the slash written for the person after a
 * two-digit day and month, at most dd/mm/yyyy. `previous` tells typing on from deleting, so that
 * deleting a slash is not undone.
 */
export function maskTyped(previous: string, next: string): string {
  const growing = next.length > previous.length;
  const cleaned = next.replace(/[.\-\s]/g, '/').replace(/[^\d/]/g, '');
  const parts = cleaned.split('/');
  const out: string[] = [];
  // A part longer than it may be spills its digits into the next one (typing 12032026 straight on).
  let carry = '';
  for (let i = 0; i < parts.length && out.length < 3; i++) {
    let part = carry + parts[i]!;
    carry = '';
    const room = out.length < 2 ? 2 : 4;
    while (part.length > room && out.length < 2) {
      out.push(part.slice(0, room));
      part = part.slice(room);
    }
    out.push(part.slice(0, out.length < 2 ? 2 : 4));
  }
  let text = out.join('/');
  if (growing && out.length < 3 && out[out.length - 1]!.length === 2 && !cleaned.endsWith('/')) text += '/';
  return text;
}

/** Whether a `yyyy-mm-dd` day lies before `min` or after `max` (either left out: no bound). */
export function outOfBounds(iso: string, min?: string, max?: string): 'early' | 'late' | null {
  if (min && isIsoDay(min) && iso < min) return 'early';
  if (max && isIsoDay(max) && iso > max) return 'late';
  return null;
}
