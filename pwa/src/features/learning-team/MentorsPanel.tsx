import { useId, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/useOnline';
import { saveMentors, type Cohort, type Mentor } from './api';
import { mentorIds, moved, sameMentors, withMentor, withoutMentor } from './mentors';
import { TOAST_ID } from './NewCohortPanel';
import { PEOPLE_LIMIT } from './people';
import { useSay } from './say';
import { usePeople } from './usePeople';

/**
 * The cohort's mentors in order, arranged here and saved together: added from the mentor accounts
 * (found by name, e-mail or phone), moved up or down, taken off. The first is the trainees' default
 * chat partner, and the list says so.
 */
export function MentorsPanel({ cohort, onSaved }: { cohort: Cohort; onSaved: () => void }) {
  const { t } = useI18n();
  const { say, failure } = useSay();
  const online = useOnline();
  const [list, setList] = useState<Mentor[]>(cohort.mentors);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const changed = !sameMentors(list, cohort.mentors);

  async function save() {
    setRefusal(null);
    setBusy(true);
    try {
      const saved = await saveMentors(cohort.id, mentorIds(list));
      toast.success(say(saved.message), { id: TOAST_ID });
      onSaved();
    } catch (error) {
      setRefusal(failure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="lt__section">
      <h2>{t('lmsTeam.mentors')}</h2>
      <p className="lt__note">{t('lmsTeam.firstMentor')}</p>
      {list.length === 0 ? (
        <p className="muted">{t('lmsTeam.noMentors')}</p>
      ) : (
        <ol className="lt__rows" aria-label={t('lmsTeam.mentorOrder')}>
          {list.map((mentor, index) => (
            <li key={mentor.id} className="lt__row" data-mentor={mentor.email}>
              <div className="lt__row-text">
                <strong>
                  {index + 1}. {mentor.name}
                </strong>
                <span className="muted lt__mail">{[mentor.email, mentor.phone].filter(Boolean).join(' · ')}</span>
                {index === 0 ? <span className="badge">{t('lmsTeam.defaultPartner')}</span> : null}
              </div>
              <div className="lt__row-actions">
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={t('lmsTeam.moveUpName', { name: mentor.name })}
                  disabled={busy || index === 0}
                  onClick={() => setList((was) => moved(was, index, -1))}
                >
                  {t('lmsTeam.moveUp')}
                </button>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={t('lmsTeam.moveDownName', { name: mentor.name })}
                  disabled={busy || index === list.length - 1}
                  onClick={() => setList((was) => moved(was, index, 1))}
                >
                  {t('lmsTeam.moveDown')}
                </button>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={t('lmsTeam.takeOffName', { name: mentor.name })}
                  disabled={busy}
                  onClick={() => setList((was) => withoutMentor(was, mentor.id))}
                >
                  {t('lmsTeam.takeOff')}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {refusal ? (
        <p className="lt__refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="lt__actions">
        <button type="button" className="button" disabled={!changed || busy || !online} aria-busy={busy} onClick={() => void save()}>
          {busy ? t('lmsTeam.working') : t('lmsTeam.saveMentors')}
        </button>
        {changed ? (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => setList(cohort.mentors)}>
            {t('lmsTeam.undo')}
          </button>
        ) : null}
      </div>
      {changed ? (
        <p className="muted" role="status">
          {t('lmsTeam.notSaved')}
        </p>
      ) : null}
      <FindMentor chosen={list} onAdd={(mentor) => setList((was) => withMentor(was, mentor))} />
    </div>
  );
}

/** The mentor accounts matching what is typed, each added to the end of the list. */
function FindMentor({ chosen, onAdd }: { chosen: readonly Mentor[]; onAdd: (mentor: Mentor) => void }) {
  const { t } = useI18n();
  const { failure } = useSay();
  const id = useId();
  const [query, setQuery] = useState('');
  const found = usePeople('mentor', query);
  const people = found.people ?? [];
  return (
    <div className="lt__find" data-picker="mentor">
      <h3>{t('lmsTeam.addMentor')}</h3>
      <label className="field__label" htmlFor={`${id}-q`}>
        {t('lmsTeam.findMentor')}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        className="input"
        value={query}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        onChange={(event) => setQuery(event.target.value)}
      />
      {found.error && !found.people ? (
        <p className="lt__refusal" role="alert">
          {`${t('lmsTeam.peopleFailed')} ${failure(found.error)}`}{' '}
          <button type="button" className="link-button" onClick={found.retry}>
            {t('lmsTeam.retry')}
          </button>
        </p>
      ) : null}
      {found.people && people.length === 0 ? (
        <p className="muted" role="status">
          {query.trim() ? t('lmsTeam.noMatch', { query: query.trim() }) : t('lmsTeam.noMentorAccounts')}
        </p>
      ) : null}
      {people.length > 0 ? (
        <ul className="lt__people" aria-busy={found.loading} aria-label={t('lmsTeam.mentorsFound')}>
          {people.map((person) => {
            const added = chosen.some((m) => m.id === person.id);
            return (
              <li key={person.id} className="lt__person">
                <span className="lt__row-text">
                  <strong>{person.name}</strong>
                  <span className="muted lt__mail">{[person.email, person.phone].filter(Boolean).join(' · ')}</span>
                </span>
                <button
                  type="button"
                  className="button button--small"
                  aria-label={added ? t('lmsTeam.addedName', { name: person.name }) : t('lmsTeam.addName', { name: person.name })}
                  disabled={added}
                  onClick={() => onAdd({ id: person.id, name: person.name, email: person.email, phone: person.phone })}
                >
                  {added ? t('lmsTeam.added') : t('lmsTeam.add')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {people.length >= PEOPLE_LIMIT ? <p className="muted">{t('lmsTeam.typeMore', { n: PEOPLE_LIMIT })}</p> : null}
    </div>
  );
}
