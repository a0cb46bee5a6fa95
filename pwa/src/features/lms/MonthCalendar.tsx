/**
 * A small month calendar (spec 002 section 2.6) marking the days of the class meetings, in Nairobi
 * time (section 9); the month can be moved back and forward.
 */
import { useState } from 'react';
import { useI18n } from '../../lib/i18n';

const ZONE = 'Africa/Nairobi';

/** The year, month (1-12) and day of a moment in Nairobi. */
export function nairobiDay(epochSeconds: number): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(new Date(epochSeconds * 1000));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day') };
}

export function MonthCalendar({ marked, now }: { marked: readonly number[]; now: number }) {
  const { t, lang } = useI18n();
  const today = nairobiDay(now);
  const [shown, setShown] = useState({ year: today.year, month: today.month });
  const days = new Set(
    marked
      .map(nairobiDay)
      .filter((d) => d.year === shown.year && d.month === shown.month)
      .map((d) => d.day),
  );
  const first = new Date(Date.UTC(shown.year, shown.month - 1, 1));
  const length = new Date(Date.UTC(shown.year, shown.month, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7; // weeks start on Monday
  const locale = lang === 'sw' ? 'sw-KE' : 'en-GB';
  const title = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first);
  const weekdays = Array.from({ length: 7 }, (_, i) => new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + i))));
  const move = (by: number) =>
    setShown((was) => {
      const index = was.year * 12 + (was.month - 1) + by;
      return { year: Math.floor(index / 12), month: (index % 12) + 1 };
    });
  const cells = [...Array.from({ length: lead }, () => 0), ...Array.from({ length }, (_, i) => i + 1)];
  return (
    <div className="lms-calendar">
      <div className="lms-calendar__head">
        <button type="button" className="button button--ghost lms-calendar__move" onClick={() => move(-1)} aria-label={t('lms.calendar.previous')}>
          ‹
        </button>
        <h3 className="lms-calendar__title" aria-live="polite">
          {title}
        </h3>
        <button type="button" className="button button--ghost lms-calendar__move" onClick={() => move(1)} aria-label={t('lms.calendar.next')}>
          ›
        </button>
      </div>
      <div className="lms-calendar__grid" role="grid" aria-label={title}>
        {weekdays.map((day, i) => (
          <span key={`w${i}`} className="lms-calendar__weekday" aria-hidden="true">
            {day}
          </span>
        ))}
        {cells.map((day, i) =>
          day === 0 ? (
            <span key={`e${i}`} />
          ) : (
            <span
              key={day}
              className={[
                'lms-calendar__day',
                days.has(day) ? 'lms-calendar__day--meeting' : '',
                shown.year === today.year && shown.month === today.month && day === today.day ? 'lms-calendar__day--today' : '',
              ].join(' ')}
              aria-label={days.has(day) ? t('lms.calendar.meetingDay', { day }) : undefined}
            >
              {day}
            </span>
          ),
        )}
      </div>
    </div>
  );
}
