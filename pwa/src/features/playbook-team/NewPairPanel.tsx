import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/useOnline';
import { useRemote } from '../../lib/useRemote';
import { fetchPeople, makePair, type Person } from './api';
import { PersonPicker } from './PersonPicker';
import { useSay } from './useSay';
import { useTeamBase } from './useTeamBase';
import './team.css';

/**
 * On /coach/pairs, folded until opened: choose an entrepreneur and an advisor (searchable, by name or
 * e-mail) and pair them; the server's refusal (paired already, not an advisor…) is said under the
 * form. Once paired, the pair's page opens to choose its playbooks. The people load when it opens.
 */
export function NewPairPanel() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <details className="card panel pb-team__new" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="panel__summary">{t('pbTeam.new')}</summary>
      <div className="panel__body">{open ? <NewPairForm /> : null}</div>
    </details>
  );
}

function NewPairForm() {
  const { t } = useI18n();
  const say = useSay();
  const base = useTeamBase();
  const navigate = useNavigate();
  const online = useOnline();
  const people = useRemote('playbook-team-people', (signal) => fetchPeople(signal));
  const [entrepreneur, setEntrepreneur] = useState<Person | null>(null);
  const [advisor, setAdvisor] = useState<Person | null>(null);
  const [missing, setMissing] = useState<{ entrepreneur: boolean; advisor: boolean }>({ entrepreneur: false, advisor: false });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    setMissing({ entrepreneur: !entrepreneur, advisor: !advisor });
    if (!entrepreneur || !advisor) return;
    setBusy(true);
    try {
      const saved = await makePair(entrepreneur.userId, advisor.userId);
      toast.success(say(saved.msg), { id: 'playbook-team' });
      void navigate(`${base}/${saved.data._id}`);
    } catch (failure) {
      setRefusal(say(errorMessage(failure)));
    } finally {
      setBusy(false);
    }
  }

  let body;
  if (!people.data) {
    body = people.loading ? (
      <Skeleton rows={4} label={t('pbTeam.peopleLoading')} />
    ) : (
      <EmptyState
        title={t('pbTeam.peopleFailed')}
        action={
          <button type="button" className="button" onClick={people.reload}>
            {t('pbTeam.retry')}
          </button>
        }
      />
    );
  } else {
    body = (
      <form className="pb-team__form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <PersonPicker
          name="entrepreneur"
          legend={t('pbTeam.chooseEntrepreneur')}
          searchLabel={t('pbTeam.findEntrepreneur')}
          people={people.data.entrepreneurs}
          nobody={t('pbTeam.noEntrepreneurs')}
          chosen={entrepreneur}
          onChoose={(person) => {
            setEntrepreneur(person);
            setMissing((was) => ({ ...was, entrepreneur: false }));
          }}
          error={missing.entrepreneur ? t('pbTeam.pickEntrepreneur') : null}
        />
        <PersonPicker
          name="advisor"
          legend={t('pbTeam.chooseAdvisor')}
          searchLabel={t('pbTeam.findAdvisor')}
          people={people.data.advisors}
          nobody={t('pbTeam.noAdvisors')}
          chosen={advisor}
          onChoose={(person) => {
            setAdvisor(person);
            setMissing((was) => ({ ...was, advisor: false }));
          }}
          error={missing.advisor ? t('pbTeam.pickAdvisor') : null}
        />
        {refusal ? (
          <p className="pb-team__refusal" role="alert">
            {refusal}
          </p>
        ) : null}
        {!online ? (
          <p className="muted" role="status">
            {t('pbTeam.offline')}
          </p>
        ) : null}
        <div className="pb-team__actions">
          <button type="submit" className="button" disabled={busy || !online} aria-busy={busy}>
            {busy ? t('pbTeam.pairing') : t('pbTeam.pair')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <>
      <p className="muted">{t('pbTeam.newLead')}</p>
      {body}
    </>
  );
}
