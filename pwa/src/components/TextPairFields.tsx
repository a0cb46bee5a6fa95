/**
 * A text in English and in Swahili, side by side on a tablet, one under the other on a phone: two
 * one-line boxes, or two textareas (`multiline`). Each box is labelled, has `lang` set, and shares
 * the hint, which it names as its description. Labels and hint come from the caller, translated.
 */
import { TextField } from './Field';
import './textPairFields.css';

/** A text in both languages. */
export interface TextPair {
  en: string;
  sw: string;
}

interface TextPairFieldsProps {
  /** The boxes are `${id}-en` and `${id}-sw`. */
  id: string;
  labels: TextPair;
  value: TextPair;
  onChange: (value: TextPair) => void;
  /** Textareas instead of one-line boxes. */
  multiline?: boolean;
  rows?: number;
  hint?: string;
  disabled?: boolean;
  /** The one-line boxes' limit, in characters. */
  maxLength?: number;
}

export function TextPairFields({ id, labels, value, onChange, multiline = false, rows = 3, hint, disabled = false, maxLength = 2000 }: TextPairFieldsProps) {
  return (
    <div className="text-pair">
      {(['en', 'sw'] as const).map((lang) =>
        multiline ? (
          <div className="field" key={lang}>
            <label className="field__label" htmlFor={`${id}-${lang}`}>
              {labels[lang]}
            </label>
            <textarea
              id={`${id}-${lang}`}
              name={`${id}-${lang}`}
              className="input text-pair__textarea"
              rows={rows}
              lang={lang}
              value={value[lang]}
              disabled={disabled}
              aria-describedby={hint ? `${id}-${lang}-message` : undefined}
              onChange={(event) => onChange({ ...value, [lang]: event.target.value })}
            />
            {hint ? (
              <p className="field__hint" id={`${id}-${lang}-message`}>
                {hint}
              </p>
            ) : null}
          </div>
        ) : (
          <TextField
            key={lang}
            id={`${id}-${lang}`}
            label={labels[lang]}
            lang={lang}
            hint={hint}
            value={value[lang]}
            disabled={disabled}
            maxLength={maxLength}
            onChange={(event) => onChange({ ...value, [lang]: event.target.value })}
          />
        ),
      )}
    </div>
  );
}
