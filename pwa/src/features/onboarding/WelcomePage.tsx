import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SelectField } from '../../components/Field';
import { checkHub, hubNames, setupFallbackReloadMs, stepByNameOrSlug, steps } from '../../lib/core-onboarding';
import { errorMessage } from '../../lib/errors';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { chooseHub, downloadForm, FORMS, type FormName, type OnboardingState } from './api';
import { OnboardingFrame, useFollowPath } from './OnboardingFrame';

const WELCOME = '/dashboard/onboarding/welcome';
import { useOnboarding, useSay } from './useOnboarding';

/**
 * /dashboard/onboarding/welcome: on a first attempt the hub picker (saving runs the set-up and
 * answers at once; the spec's 3-minute reload is only the fallback when it does not answer), then
 * 'Welcome to Acceleration' with the documents to have ready, the three forms and 'Start Now'.
 */
export function WelcomePage() {
  const { t } = useI18n();
  const remote = useOnboarding();
  return (
    <OnboardingFrame remote={remote} title={t('onb.welcomeTitle')} current="activation">
      {(state) =>
        state.firstAttempt ? (
          <HubPicker userId={remote.userId ?? ''} onSaved={(next) => remote.set({ data: next })} reload={remote.reload} />
        ) : (
          <Welcome state={state} />
        )
      }
    </OnboardingFrame>
  );
}

function HubPicker({ userId, onSaved, reload }: { userId: string; onSaved: (state: OnboardingState) => void; reload: () => void }) {
  const { t } = useI18n();
  const say = useSay();
  const [hub, setHub] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // The fallback: when the set-up has not answered in 3 minutes, read the state again.
  useEffect(() => {
    if (!saving) return;
    const timer = setTimeout(reload, setupFallbackReloadMs());
    return () => clearTimeout(timer);
  }, [saving, reload]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkHub(hub);
    setError(problem);
    if (problem || saving) return;
    setSaving(true);
    try {
      const answer = await chooseHub(userId, hub);
      if (answer.data) onSaved(answer.data);
      else reload();
    } catch (failure) {
      const text = errorMessage(failure);
      setError(text);
      toast.error(say(text), { id: 'onboarding-hub' });
      setSaving(false);
    }
  }

  return (
    <div className="card">
      <h1>{t('onb.hubTitle')}</h1>
      <p className="muted">{say('Select the location of the hub closest to you')}</p>
      <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={saving}>
        <SelectField
          id="onb-hub"
          label={t('onb.hubLabel')}
          value={hub}
          disabled={saving}
          error={error ? say(error) : null}
          onChange={(event) => setHub(event.target.value)}
        >
          <option value="">{t('onb.hubChoose')}</option>
          {hubNames().map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="button button--block" disabled={saving} aria-busy={saving}>
          {saving ? t('onb.hubSaving') : t('onb.hubSave')}
        </button>
      </form>
    </div>
  );
}

function Welcome({ state }: { state: OnboardingState }) {
  const { t, lang } = useI18n();
  const say = useSay();
  const [busy, setBusy] = useState<FormName | null>(null);
  // Past the steps (approvals, success, too late): the welcome page is no longer theirs.
  useFollowPath(state, WELCOME, state.path.includes('/apply/'));

  async function download(form: FormName) {
    setBusy(form);
    try {
      await downloadForm(form, lang);
    } catch (failure) {
      toast.error(say(errorMessage(failure)), { id: 'onboarding-form' });
    } finally {
      setBusy(null);
    }
  }

  const started = state.stepsDone > 1 || state.rejectedSteps.length > 0;
  return (
    <div className="card">
      <h1>{t('onb.welcomeTitle')}</h1>
      {state.rejectedSteps.length > 0 ? (
        <div className="onb-rejected" role="alert">
          <p>{t('onb.sentBack')}</p>
          <ul>
            {state.rejectedSteps.map((step) => {
              const known = stepByNameOrSlug(step.name);
              return (
                <li key={step.name}>
                  {known ? <Link to={known.route}>{known.label[lang]}</Link> : step.name}: <span className="onb-rejected__reason">{step.reason}</span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <p>{t('onb.welcomeLead')}</p>
      <h2>{t('onb.checklist')}</h2>
      <ul className="onb-checklist">
        {steps().map((step) => (
          <li key={step.name}>{step.label[lang]}</li>
        ))}
      </ul>
      <h2>{t('onb.formsTitle')}</h2>
      <p className="muted">{t('onb.formsLead')}</p>
      <ul className="onb-forms">
        {FORMS.map((form) => (
          <li key={form}>
            <button type="button" className="button button--secondary button--block" disabled={busy !== null} onClick={() => void download(form)}>
              {busy === form ? t('onb.downloading') : t('onb.download', { name: t(`onb.form.${form}` as MessageKey) })}
            </button>
          </li>
        ))}
      </ul>
      <Link className="button button--block" to={state.path}>
        {started ? t('onb.continue') : t('onb.startNow')}
      </Link>
    </div>
  );
}
