import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { SelectField } from '../../components/Field';
import { useTitle } from '../../components/useTitle';
import { checkHub, hubNames } from '../../lib/core-onboarding';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { chooseHub } from './api';
import { ApplicantFrame, type Loaded } from './ApplicantFrame';
import { BASE, orderedQuestions, START, welcomeStep } from './state';
import { useSay } from './useApplicant';

/**
 * /dashboard/applicant/welcome: the hub picker on a first attempt, then the welcome page with the
 * cohort's questions and Start Now; someone with answers sent who is due elsewhere is told
 * 'Continue with your application' and moved there (spec 001 sections 2.2 and 4.2).
 */
export function ApplicantWelcomePage() {
  const { t } = useI18n();
  useTitle(t('applicant.welcomeTitle'));
  return <ApplicantFrame>{(loaded) => <WelcomeStep loaded={loaded} />}</ApplicantFrame>;
}

function WelcomeStep({ loaded }: { loaded: Loaded }) {
  const say = useSay();
  const navigate = useNavigate();
  const step = welcomeStep(loaded.data, loaded.figures);
  const moved = useRef(false);

  useEffect(() => {
    if (step.kind !== 'move' || moved.current) return;
    moved.current = true;
    if (step.notice) toast(say(step.notice), { id: 'applicant-continue' });
    navigate(step.to, { replace: true });
  }, [step, navigate, say]);

  if (step.kind === 'hub') return <HubPicker loaded={loaded} />;
  if (step.kind === 'move') return null;
  return <Welcome loaded={loaded} />;
}

function HubPicker({ loaded }: { loaded: Loaded }) {
  const { t } = useI18n();
  const say = useSay();
  const [hub, setHub] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = checkHub(hub);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const answer = await chooseHub(loaded.userId, hub);
      if (answer.data) loaded.set(answer.data);
      else loaded.reload();
    } catch (failure) {
      toast.error(t('applicant.hubFailed', { message: say(errorMessage(failure)) }), { id: 'applicant-hub' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="card">
      <h1>{t('applicant.hubTitle')}</h1>
      <p className="muted">{t('applicant.hubLead', { cohort: loaded.data.cohort.name })}</p>
      <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
        <SelectField id="applicant-hub" label={t('applicant.hub')} value={hub} error={error ? say(error) : null} disabled={busy} onChange={(event) => setHub(event.target.value)}>
          <option value="">{t('applicant.chooseHub')}</option>
          {hubNames().map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
          {busy ? t('applicant.settingUp') : t('applicant.saveHub')}
        </button>
      </form>
    </div>
  );
}

function Welcome({ loaded }: { loaded: Loaded }) {
  const { t } = useI18n();
  const questions = orderedQuestions(loaded.data);
  return (
    <div className="card">
      <h1>{t('applicant.welcomeTitle')}</h1>
      <p>{t('applicant.welcomeLead', { cohort: loaded.data.cohort.name, year: loaded.data.cohort.year })}</p>
      <h2 id="applicant-checklist">{t('applicant.welcomeSteps')}</h2>
      <ol className="applicant__checklist" aria-labelledby="applicant-checklist">
        {questions.map((question) => (
          <li key={question.id}>
            {question.question}
            {question.required ? null : <span className="muted"> ({t('applicant.optional')})</span>}
          </li>
        ))}
      </ol>
      <Link className="button button--block" to={`${BASE}/apply/${START}`}>
        {t('applicant.startNow')}
      </Link>
    </div>
  );
}
