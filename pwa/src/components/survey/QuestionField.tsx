import { DateField } from '../DateField';
import { SelectField, TextField } from '../Field';
import type { AnswerValues, SurveyQuestion } from '../../lib/core-survey';
import type { Lang } from '../../lib/i18n';
import { LinkedOptions } from './LinkedOptions';
import { toggled } from './toggled';
import './questions.css';

/** The texts the renderers show, in the screen's language (the screen's own texts). */
export interface QuestionLabels {
  requiredMark: string;
  choose: string;
  noOptions: string;
}

interface QuestionProps {
  question: SurveyQuestion;
  value: AnswerValues[string] | undefined;
  error: string | null;
  lang: Lang;
  onChange: (value: string | string[]) => void;
  onLeave: () => void;
  labels: QuestionLabels;
}

/**
 * One survey question by its type (core's question shape, lib/core-survey): a note, a date, one or
 * several choices (listed, or read from its options link), or a text, number or phone field. The
 * checks are the caller's (core's); the renderers only show the value and the message.
 */
export function QuestionField({ question, value, error, lang, onChange, onLeave, labels }: QuestionProps) {
  const id = `q-${question.name}`;
  const text = question.text[lang] || question.text.en;
  const label = question.required ? `${text} ${labels.requiredMark}` : text;
  const one = typeof value === 'string' ? value : '';
  const many = Array.isArray(value) ? (value as readonly string[]) : [];

  switch (question.kind) {
    case 'note':
      return <p className="survey__note">{text}</p>;
    case 'date':
      return <DateField id={id} label={label} value={one} onChange={onChange} error={error} />;
    case 'selectOne':
    case 'selectMany': {
      if (question.options.length === 0 && question.optionsLink) {
        return (
          <LinkedOptions link={question.optionsLink} noOptions={labels.noOptions}>
            {(options) =>
              question.kind === 'selectOne' ? (
                <SelectField id={id} label={label} value={one} error={error} onChange={(e) => onChange(e.target.value)} onBlur={onLeave}>
                  <option value="">{labels.choose}</option>
                  {options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </SelectField>
              ) : (
                <Choices id={id} label={label} error={error} options={options} many={many} onChange={onChange} requiredMark={labels.requiredMark} />
              )
            }
          </LinkedOptions>
        );
      }
      const options = question.options.map((o) => ({ value: o.value, label: o.label[lang] || o.label.en }));
      if (options.length === 0) return <p className="survey__error">{labels.noOptions}</p>;
      if (question.kind === 'selectOne') {
        return (
          <fieldset className="survey__question" id={id} tabIndex={-1} aria-describedby={error ? `${id}-message` : undefined}>
            <legend>
              {text}
              {question.required ? <span className="survey__mark" aria-hidden="true">{labels.requiredMark}</span> : null}
            </legend>
            {options.map((o) => (
              <label key={o.value} className="survey__choice">
                <input type="radio" name={id} value={o.value} checked={one === o.value} onChange={() => onChange(o.value)} />
                {o.label}
              </label>
            ))}
            {error ? <p className="survey__error" id={`${id}-message`}>{error}</p> : null}
          </fieldset>
        );
      }
      return <Choices id={id} label={text} required={question.required} error={error} options={options} many={many} onChange={onChange} requiredMark={labels.requiredMark} />;
    }
    default: {
      const numeric = question.kind === 'integer' || question.kind === 'decimal';
      return (
        <TextField
          id={id}
          label={label}
          error={error}
         
          type={question.kind === 'phone' ? 'tel' : 'text'}
          inputMode={numeric ? (question.kind === 'integer' ? 'numeric' : 'decimal') : question.kind === 'phone' ? 'tel' : 'text'}
          value={one}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onLeave}
        />
      );
    }
  }
}

interface ChoicesProps {
  id: string;
  label: string;
  required?: boolean;
  error: string | null;
  options: { value: string; label: string }[];
  many: readonly string[];
  onChange: (value: string[]) => void;
  requiredMark: string;
}

function Choices({ id, label, required = false, error, options, many, onChange, requiredMark }: ChoicesProps) {
  const order = options.map((o) => o.value);
  return (
    <fieldset className="survey__question" id={id} tabIndex={-1} aria-describedby={error ? `${id}-message` : undefined}>
      <legend>
        {label}
        {required ? <span className="survey__mark" aria-hidden="true">{requiredMark}</span> : null}
      </legend>
      {options.map((o) => (
        <label key={o.value} className="survey__choice">
          <input type="checkbox" value={o.value} checked={many.includes(o.value)} onChange={(e) => onChange(toggled(many, o.value, e.target.checked, order))} />
          {o.label}
        </label>
      ))}
      {error ? <p className="survey__error" id={`${id}-message`}>{error}</p> : null}
    </fieldset>
  );
}
