import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '../../components/Field';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/useOnline';
import { createCohort } from './api';
import { cohortPath, useLearningBase } from './paths';
import { useSay } from './say';

export const TOAST_ID = 'learning-team';

/** On the cohorts list, folded until opened: a new cohort's name; once saved, its page opens. */
export function NewCohortPanel() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <details className="card panel lt__new" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="panel__summary">{t('lmsTeam.newCohort')}</summary>
      <div className="panel__body">{open ? <NewCohortForm /> : null}</div>
    </details>
  );
}

function NewCohortForm() {
  const { t } = useI18n();
  const { say, failure } = useSay();
  const base = useLearningBase();
  const navigate = useNavigate();
  const online = useOnline();
  const [name, setName] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    setBusy(true);
    try {
      const saved = await createCohort(name);
      toast.success(say(saved.message), { id: TOAST_ID });
      void navigate(cohortPath(base, saved.data.id));
    } catch (error) {
      setRefusal(failure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="lt__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        id="new-cohort-name"
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
      {!online ? (
        <p className="muted" role="status">
          {t('lmsTeam.offline')}
        </p>
      ) : null}
      <div className="lt__actions">
        <button type="submit" className="button" disabled={busy || !online} aria-busy={busy}>
          {busy ? t('lmsTeam.working') : t('lmsTeam.createCohort')}
        </button>
      </div>
    </form>
  );
}
