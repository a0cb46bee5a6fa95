import type { ComponentProps, ReactNode } from 'react';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string | null | undefined;
  hint?: string | undefined;
  children: ReactNode;
}

/** Label above, control, then the field's message (or a hint) as text under it. */
function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p className="field__message" id={`${id}-message`}>
          {error}
        </p>
      ) : hint ? (
        <p className="field__hint" id={`${id}-message`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'prefix'> & {
  id: string;
  label: string;
  error?: string | null | undefined;
  hint?: string | undefined;
  /** A unit shown inside the box before the value (e.g. "Ksh"). */
  prefix?: string | undefined;
};

export function TextField({ id, label, error, hint, prefix, className, ...input }: TextFieldProps) {
  const described = error || hint ? `${id}-message` : undefined;
  const control = (
    <input
      id={id}
      name={id}
      className={className ? `input ${className}` : 'input'}
      aria-invalid={error ? true : undefined}
      aria-describedby={described}
      {...input}
    />
  );
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      {prefix ? (
        <div className="input-group">
          <span className="input-group__prefix" aria-hidden="true">
            {prefix}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
    </FieldFrame>
  );
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> & {
  id: string;
  label: string;
  error?: string | null | undefined;
  hint?: string | undefined;
  children: ReactNode;
};

export function SelectField({ id, label, error, hint, children, ...select }: SelectFieldProps) {
  const described = error || hint ? `${id}-message` : undefined;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        name={id}
        className="input select"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/** An e-mail box: the e-mail keyboard on phones, no auto-capitals or spelling fixes. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoCapitalize' | 'spellCheck'>) {
  return <TextField type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...props} />;
}

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  id: string;
  label: string;
  error?: string | null | undefined;
  hint?: string | undefined;
};

/** A text of several lines, framed like the other fields. */
export function TextAreaField({ id, label, error, hint, className, rows = 4, ...area }: TextAreaFieldProps) {
  const described = error || hint ? `${id}-message` : undefined;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        name={id}
        rows={rows}
        className={className ? `input ${className}` : 'input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...area}
      />
    </FieldFrame>
  );
}
