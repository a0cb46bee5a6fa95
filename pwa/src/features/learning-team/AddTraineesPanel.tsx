import { useId, useState } from 'react';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/useOnline';
import { addTrainees, type Cohort, type Person } from './api';
import { TOAST_ID } from './NewCohortPanel';
import { PEOPLE_LIMIT, standing, toggled } from './people';
import { useSay } from './say';
import { usePeople } from './usePeople';

/** Folded until opened: entrepreneurs found by name, e-mail or phone, several chosen, added at once. */
export function AddTraineesPanel({ cohort, onAdded }: { cohort: Cohort; onAdded: () => void }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <details className="card panel lt__new" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="panel__summary">{t('lmsTeam.addTrainees')}</summary>
      <div className="panel__body">{open ? <AddTraineesForm cohort={cohort} onAdded={onAdded} /> : null}</div>
    </details>
  );
}

function AddTraineesForm({ cohort, onAdded }: { cohort: Cohort; onAdded: () => void }) {
  const { t } = useI18n();
  const { say, failure } = useSay();
  const online = useOnline();
  const id = useId();
  const [query, setQuery] = useState('');
  const found = usePeople('trainee', query);
  const [chosen, setChosen] = useState<Person[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const people = found.people ?? [];

  async function add() {
    setRefusal(null);
    setBusy(true);
    try {
      const saved = await addTrainees(cohort.id, chosen.map((p) => p.id));
      toast.success(say(saved.message), { id: TOAST_ID });
      setChosen([]);
      found.retry();
      onAdded();
    } catch (error) {
      setRefusal(failure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="lt__find" data-picker="trainee">
      <p className="muted">{t('lmsTeam.addTraineesLead')}</p>
      <label className="field__label" htmlFor={`${id}-q`}>
        {t('lmsTeam.findTrainee')}
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
          {query.trim() ? t('lmsTeam.noMatch', { query: query.trim() }) : t('lmsTeam.noEntrepreneurs')}
        </p>
      ) : null}
      {people.length > 0 ? (
        <ul className="lt__people" aria-busy={found.loading} aria-label={t('lmsTeam.entrepreneursFound')}>
          {people.map((person) => {
            const where = standing(person, cohort.id);
            const on = chosen.some((p) => p.id === person.id);
            return (
              <li key={person.id}>
                <label className={on ? 'lt__choice lt__choice--on' : where === 'free' ? 'lt__choice' : 'lt__choice lt__choice--off'}>
                  <input
                    type="checkbox"
                    value={person.id}
                    checked={on}
                    disabled={where !== 'free' || busy}
                    onChange={() => setChosen((was) => toggled(was, person))}
                  />
                  <span className="lt__row-text">
                    <strong>{person.name}</strong>
                    <span className="muted lt__mail">
                      {[person.email, person.phone, t(`role.${person.role}` as MessageKey)].filter(Boolean).join(' · ')}
                    </span>
                    {where === 'here' ? <span className="lt__where">{t('lmsTeam.inThisCohort')}</span> : null}
                    {where === 'elsewhere' ? (
                      <span className="lt__where">{t('lmsTeam.inCohort', { cohort: person.cohortName ?? '' })}</span>
                    ) : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      ) : null}
      {people.length >= PEOPLE_LIMIT ? <p className="muted">{t('lmsTeam.typeMore', { n: PEOPLE_LIMIT })}</p> : null}
      <p className={chosen.length ? 'lt__chosen' : 'muted'} role="status">
        {chosen.length ? t('lmsTeam.chosen', { n: chosen.length, names: chosen.map((p) => p.name).join(', ') }) : t('lmsTeam.nobodyChosen')}
      </p>
      {refusal ? (
        <p className="lt__refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="lt__actions">
        <button type="button" className="button" disabled={chosen.length === 0 || busy || !online} aria-busy={busy} onClick={() => void add()}>
          {busy ? t('lmsTeam.working') : t('lmsTeam.addChosen', { n: chosen.length })}
        </button>
        {chosen.length > 0 ? (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => setChosen([])}>
            {t('lmsTeam.clearChosen')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
