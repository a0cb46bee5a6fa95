/**
 * A 1-to-5 star rating as a radio group (arrow keys move, each star named for screen readers): the
 * playbook's feedback (spec 001 section 5). `value` null is no star chosen; the texts come from the
 * screen, in its language.
 */
import './starRating.css';

interface StarRatingProps {
  /** The group's name, for the radios and the label. */
  name: string;
  value: number | null;
  onChange: (stars: number) => void;
  /** The group's visible label. */
  label: string;
  /** A star's accessible name: `starName(3)` → "3 of 5 stars". */
  starName: (stars: number) => string;
  /** The message shown under the group and named by it. */
  error?: string;
  disabled?: boolean;
}

const STARS = [1, 2, 3, 4, 5] as const;

export function StarRating({ name, value, onChange, label, starName, error, disabled }: StarRatingProps) {
  const errorId = `${name}-error`;
  return (
    <fieldset className={error ? 'stars field--error' : 'stars'} aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="stars__label">{label}</legend>
      <div className="stars__row">
        {STARS.map((stars) => (
          <label key={stars} className={value !== null && stars <= value ? 'stars__star stars__star--on' : 'stars__star'}>
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-invalid={error ? true : undefined}
            />
            <span aria-hidden="true">★</span>
            <span className="sr-only">{starName(stars)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field__message" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
