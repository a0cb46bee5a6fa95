import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { useTitle } from '../../components/useTitle';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useRemote } from '../../lib/useRemote';
import { downloadXlsForm, fetchCurrentQuarter, fetchSurveys, setWindow, uploadXlsForm, type TeamSurvey, type XlsFormProblem } from './api';
import { quarterLabel, useTeamBase, type Quarter } from './useTeamBase';
import './surveyTeam.css';

/**
 * /coach/surveys (and /super-admin/surveys): every survey with its version and whether it is open
 * this quarter, open or close it, download its XLSForm, and upload a new version.
 */
export function SurveysPage() {
  const { t } = useI18n();
  useTitle(t('surveyTeam.title'));
  const surveys = useRemote('team-surveys', (signal) => fetchSurveys(signal));
  const now = useRemote('team-quarter', (signal) => fetchCurrentQuarter(signal));
  return (
    <section className="page page--medium survey-team">
      <div className="card">
        <h1>{t('surveyTeam.title')}</h1>
        <p>{t('surveyTeam.lead')}</p>
      </div>
      {(surveys.loading && !surveys.data) || (now.loading && !now.data) ? <Skeleton rows={3} label={t('surveyTeam.loading')} /> : null}
      {(surveys.failed && !surveys.data) || (now.failed && !now.data) ? (
        <EmptyState
          title={t('surveyTeam.failed')}
          action={
            <button
              type="button"
              className="button"
              onClick={() => {
                surveys.reload();
                now.reload();
              }}
            >
              {t('surveyTeam.retry')}
            </button>
          }
        />
      ) : null}
      <ul className="survey-team__list">
        {now.data
          ? surveys.data?.map((survey) => <SurveyCard key={survey.code} survey={survey} now={now.data!} onChanged={surveys.reload} />)
          : null}
      </ul>
      <UploadForm onSaved={surveys.reload} />
    </section>
  );
}

function SurveyCard({ survey, now, onChanged }: { survey: TeamSurvey; now: Quarter; onChanged: () => void }) {
  const { t, lang, msg } = useI18n();
  const base = useTeamBase();
  const [busy, setBusy] = useState(false);
  const { year, quarter } = now;
  const label = quarterLabel(year, quarter);
  const title = survey.title[lang] || survey.title.en;

  async function toggle() {
    setBusy(true);
    try {
      await setWindow(survey.name, year, quarter, !survey.openNow);
      toast.success(t(survey.openNow ? 'surveyTeam.closed' : 'surveyTeam.opened', { title, quarter: label }), { id: 'survey-window' });
      onChanged();
    } catch (failure) {
      toast.error(msg(errorMessage(failure)), { id: 'survey-window' });
    } finally {
      setBusy(false);
    }
  }

  async function download() {
    try {
      await downloadXlsForm(survey.name);
    } catch (failure) {
      toast.error(msg(errorMessage(failure)), { id: 'survey-download' });
    }
  }

  return (
    <li className="card survey-team__survey" data-survey={survey.name}>
      <h2>{title}</h2>
      <p className="survey-team__meta">
        <code>{survey.code}</code> · {survey.name} · {t('surveyTeam.version', { version: survey.version, count: survey.questions })}
      </p>
      <p className={survey.openNow ? 'survey-team__open' : 'survey-team__shut'} role="status">
        {t(survey.openNow ? 'surveyTeam.openNow' : 'surveyTeam.closedNow', { quarter: label })}
      </p>
      <div className="survey-team__actions">
        <button type="button" className={survey.openNow ? 'button' : 'button button--primary'} onClick={() => void toggle()} disabled={busy} aria-busy={busy}>
          {t(survey.openNow ? 'surveyTeam.close' : 'surveyTeam.open', { quarter: label })}
        </button>
        <button type="button" className="button" onClick={() => void download()}>
          {t('surveyTeam.download')}
        </button>
        <Link className="button" to={`${base}/${survey.name}`}>
          {t('surveyTeam.responses')}
        </Link>
      </div>
    </li>
  );
}

function UploadForm({ onSaved }: { onSaved: () => void }) {
  const { t, lang, msg } = useI18n();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<{ message: string; errors: XlsFormProblem[] } | null>(null);
  const [note, setNote] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNote(null);
    setProblems(null);
    if (!file) {
      setNote(t('surveyTeam.chooseFile'));
      return;
    }
    setBusy(true);
    try {
      const answer = await uploadXlsForm(file, file.name, lang);
      if (answer.ok) {
        const saved = t('surveyTeam.saved', { name: answer.data.name, version: answer.data.version, count: answer.data.questions });
        setNote(saved);
        toast.success(saved, { id: 'survey-upload' });
        onSaved();
      } else {
        setProblems({ message: answer.message, errors: answer.errors });
      }
    } catch (failure) {
      setNote(msg(errorMessage(failure)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card survey-team__upload" onSubmit={(event) => void onSubmit(event)}>
      <h2>{t('surveyTeam.upload')}</h2>
      <p>{t('surveyTeam.uploadLead')}</p>
      <div className="field">
        <label className="field__label" htmlFor="xlsform-file">
          {t('surveyTeam.file')}
        </label>
        <input
          id="xlsform-file"
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? t('surveyTeam.sending') : t('surveyTeam.send')}
      </button>
      {note ? (
        <p role="status" className="survey-team__note">
          {note}
        </p>
      ) : null}
      {problems ? (
        <div role="alert" className="survey-team__problems">
          <p>{problems.errors.length > 0 ? t('surveyTeam.problems') : msg(problems.message)}</p>
          <ul>
            {problems.errors.map((problem, index) => (
              <li key={index}>
                {t('surveyTeam.problem', {
                  sheet: problem.sheet,
                  row: problem.row ?? '–',
                  column: problem.column ?? '–',
                  message: problem.message,
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}
