import { TextField } from '../../components/Field';
import type { Text } from './api';

interface TextPairFieldsProps {
  id: string;
  labels: { en: string; sw: string };
  value: Text;
  onChange: (value: Text) => void;
  /** Textareas instead of one-line boxes. */
  multiline?: boolean;
  rows?: number;
  hint?: string;
  disabled?: boolean;
  maxLength?: number;
}

/**
 * A text in English and in Swahili, side by side on a tablet, one under the other on a phone. Every
 * course text is one line (the course format's), but for a topic's Markdown: `multiline`.
 */
export function TextPairFields({ id, labels, value, onChange, multiline = false, rows = 3, hint, disabled = false, maxLength = 2000 }: TextPairFieldsProps) {
  return (
    <div className="course-ed__pair">
      {(['en', 'sw'] as const).map((lang) =>
        multiline ? (
          <div className="field" key={lang}>
            <label className="field__label" htmlFor={`${id}-${lang}`}>
              {labels[lang]}
            </label>
            <textarea
              id={`${id}-${lang}`}
              name={`${id}-${lang}`}
              className="input course-ed__textarea"
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
