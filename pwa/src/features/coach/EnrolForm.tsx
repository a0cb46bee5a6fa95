import { useState } from 'react';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { enrol } from './api';
import { useErrorText } from './useCoachText';
import { splitPeople, type Cohort, type Enrolment } from './wire';

const OUTCOMES: readonly [keyof Enrolment, MessageKey][] = [
  ['enrolled', 'coach.enrol.enrolled'],
  ['already', 'coach.enrol.already'],
  ['notFound', 'coach.enrol.notFound'],
];

/** Enrol people in a cohort by pasting their e-mails or ids; says who was enrolled, already was, or was not found. */
export function EnrolForm({ cohort }: { cohort: Cohort }) {
  const { t } = useI18n();
  const sayError = useErrorText();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Enrolment | null>(null);
  const id = `enrol-${cohort.id}`;

  async function send() {
    const users = splitPeople(text);
    if (users.length === 0) {
      setError(t('coach.enrol.nobody'));
      return;
    }
    setSending(true);
    try {
      setOutcome(await enrol(cohort.id, users));
      setText('');
    } catch (failure) {
      toast.error(sayError(failure), { id: 'coach-enrol' });
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className="stack"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <h3 id={`${id}-title`}>{t('coach.enrol.title', { name: cohort.name })}</h3>
      <div className={error ? 'field field--error' : 'field'}>
        <label className="field__label" htmlFor={id}>
          {t('coach.enrol.people')}
        </label>
        <textarea
          id={id}
          className="input"
          rows={4}
          value={text}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message`}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
        />
        <p id={`${id}-message`} className={error ? 'field__message' : 'field__hint'} role={error ? 'alert' : undefined}>
          {error ?? t('coach.enrol.hint')}
        </p>
      </div>
      <div className="coach-actions">
        <button type="submit" className="button" disabled={sending}>
          {t('coach.enrol.send')}
        </button>
      </div>
      {outcome ? (
        <div className="coach-enrolment" role="status">
          {OUTCOMES.map(([kind, label]) => (
            <section key={kind} className="coach-enrolment__part">
              <h4>{t(label, { n: outcome[kind].length })}</h4>
              {outcome[kind].length > 0 ? (
                <ul>
                  {outcome[kind].map((who) => (
                    <li key={who}>{who}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      ) : null}
    </form>
  );
}
