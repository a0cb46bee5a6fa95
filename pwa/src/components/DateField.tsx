/**
 * A date box read and typed as dd/mm/yyyy in both languages, whatever the browser's own date format:
 * a text box with the number keyboard (the slashes are written while typing), and a calendar button
 * that opens the browser's date picker through a hidden `<input type="date">`, bounded by min/max.
 *
 * The value is what the forms keep, a `yyyy-mm-dd` day; '' when empty; while the text is no whole
 * day (cut short, 31/02) the value is the text itself, which no date reader takes for a day, so a
 * mistyped date is never taken for a blank one, and the box says what is wrong.
 * Screens that use it load `datesPart` (lib/i18n) with their texts.
 */
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../lib/i18n';
import { isIsoDay, maskTyped, outOfBounds, readTyped, typedFromIso } from '../lib/typedDate';
import './DateField.css';

interface DateFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first and last day allowed (`yyyy-mm-dd`), offered by the calendar and said when passed. */
  min?: string | undefined;
  max?: string | undefined;
  /** The form's own message about this date, said rather than the box's (the range's order). */
  error?: string | null | undefined;
  hint?: string | undefined;
  disabled?: boolean | undefined;
}

export function DateField({ id, label, value, onChange, min, max, error, hint, disabled }: DateFieldProps) {
  const { t } = useI18n();
  const [text, setText] = useState(() => typedFromIso(value));
  const [left, setLeft] = useState(false);
  const sent = useRef(value);
  const calendar = useRef<HTMLInputElement>(null);

  // A value set from outside (an edit form filled, a reset) replaces what the box shows.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(typedFromIso(value));
    }
  }, [value]);

  function send(next: string) {
    const read = readTyped(next);
    const out = read === '' ? '' : 'iso' in read ? read.iso : next;
    sent.current = out;
    onChange(out);
  }

  function openCalendar() {
    const input = calendar.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
      input.click();
    }
  }

  const read = readTyped(text);
  const whole = text.length >= 10;
  let own: string | null = null;
  if (read !== '' && 'problem' in read && (left || whole)) own = t(read.problem === 'notADay' ? 'date.notADay' : 'date.incomplete');
  if (read !== '' && 'iso' in read) {
    const bound = outOfBounds(read.iso, min, max);
    if (bound === 'early') own = t('date.early', { min: typedFromIso(min ?? '') });
    if (bound === 'late') own = t('date.late', { max: typedFromIso(max ?? '') });
  }
  const message = error || own;
  const formatId = `${id}-format`;
  const messageId = `${id}-message`;

  return (
    <div className={message ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="date-field">
        <input
          id={id}
          name={id}
          className="input date-field__text"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('date.placeholder')}
          maxLength={10}
          value={text}
          disabled={disabled}
          aria-invalid={message ? true : undefined}
          aria-describedby={message || hint ? `${formatId} ${messageId}` : formatId}
          onChange={(event) => {
            const next = maskTyped(text, event.target.value);
            setText(next);
            send(next);
          }}
          onBlur={() => setLeft(true)}
        />
        <button type="button" className="date-field__button" onClick={openCalendar} disabled={disabled} aria-label={t('date.calendar')}>
          <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <path d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" />
          </svg>
        </button>
        <input
          ref={calendar}
          className="date-field__picker"
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          min={min}
          max={max}
          value={isIsoDay(value) ? value : ''}
          disabled={disabled}
          onChange={(event) => {
            const picked = event.target.value;
            if (!isIsoDay(picked)) return;
            setText(typedFromIso(picked));
            send(typedFromIso(picked));
          }}
        />
      </div>
      <span id={formatId} className="sr-only">
        {t('date.format')}
      </span>
      {message ? (
        <p className="field__message" id={messageId} role="alert">
          {message}
        </p>
      ) : hint ? (
        <p className="field__hint" id={messageId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
