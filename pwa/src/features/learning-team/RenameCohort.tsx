import { useState, type FormEvent } from 'react';
import { TextField } from '../../components/Field';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/useOnline';
import { renameCohort, type Cohort } from './api';
import { TOAST_ID } from './NewCohortPanel';
import { useSay } from './say';

/** The cohort's name changed; the server's refusal (blank, taken) said under it. */
export function RenameCohort({ cohort, onSaved }: { cohort: Cohort; onSaved: () => void }) {
  const { t } = useI18n();
  const { say, failure } = useSay();
  const online = useOnline();
  const [name, setName] = useState(cohort.name);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    setBusy(true);
    try {
      const saved = await renameCohort(cohort.id, name);
      toast.success(say(saved.message), { id: TOAST_ID });
      onSaved();
    } catch (error) {
      setRefusal(failure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="lt__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        id="cohort-name"
        label={t('lmsTeam.cohortName')}
        hint={t('lmsTeam.cohortNameHint')}
        value={name}
        maxLength={80}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
      />
      {refusal ? (
        <p className="lt__refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="lt__actions">
        <button type="submit" className="button" disabled={busy || !online || name === cohort.name} aria-busy={busy}>
          {busy ? t('lmsTeam.working') : t('lmsTeam.saveName')}
        </button>
      </div>
    </form>
  );
}
