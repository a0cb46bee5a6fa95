import { useId, useState } from 'react';
import { useI18n, type MessageKey } from '../../lib/i18n';
import type { Person } from './api';
import { findPeople } from './pairs';

/** People shown at once: a phone screen and a bit; typing narrows the rest. */
export const SHOWN = 8;

interface PersonPickerProps {
  /** The group's radio name and the ids' stem. */
  name: string;
  legend: string;
  searchLabel: string;
  people: readonly Person[];
  /** What shows when there is nobody at all. */
  nobody: string;
  chosen: Person | null;
  onChoose: (person: Person) => void;
  error: string | null;
}

/**
 * A searchable choice that works on a phone: a search box over a short list of radio buttons (name,
 * e-mail, role), the chosen person said under it even when the list no longer shows them.
 */
export function PersonPicker({ name, legend, searchLabel, people, nobody, chosen, onChoose, error }: PersonPickerProps) {
  const { t } = useI18n();
  const id = useId();
  const [query, setQuery] = useState('');
  const matches = findPeople(people, query, SHOWN);
  const messageId = `${id}-message`;
  return (
    <fieldset className={error ? 'pb-team__picker pb-team__picker--error' : 'pb-team__picker'} aria-describedby={messageId} data-picker={name}>
      <legend>{legend}</legend>
      {people.length === 0 ? (
        <p className="muted">{nobody}</p>
      ) : (
        <>
          <label className="field__label" htmlFor={`${id}-search`}>
            {searchLabel}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="input"
            value={query}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            onChange={(event) => setQuery(event.target.value)}
          />
          {matches.total === 0 ? (
            <p className="muted" role="status">
              {t('pbTeam.noMatch', { query })}
            </p>
          ) : (
            <ul className="pb-team__people">
              {matches.shown.map((person) => (
                <li key={person.userId}>
                  <label className={chosen?.userId === person.userId ? 'pb-team__person-choice pb-team__person-choice--on' : 'pb-team__person-choice'}>
                    <input
                      type="radio"
                      name={name}
                      value={person.userId}
                      checked={chosen?.userId === person.userId}
                      onChange={() => onChoose(person)}
                    />
                    <span>
                      <span className="pb-team__person-name">{person.name}</span>
                      <span className="muted pb-team__mail">
                        {person.email} · {t(`role.${person.role}` as MessageKey)}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {matches.total > matches.shown.length ? (
            <p className="muted" role="status">
              {t('pbTeam.more', { shown: matches.shown.length, total: matches.total })}
            </p>
          ) : null}
        </>
      )}
      <p id={messageId} className={error ? 'field__message' : chosen ? 'pb-team__chosen' : 'pb-team__chosen pb-team__chosen--none'} role={error ? 'alert' : undefined}>
        {error ?? (chosen ? t('pbTeam.chosen', { name: `${chosen.name} (${chosen.email})` }) : t('pbTeam.nobodyChosen'))}
      </p>
    </fieldset>
  );
}
