/**
 * A learning survey (spec 002 sections 2.6, 4.5, 5.5): its questions by the survey renderers, core's
 * survey checks ('Answer all questions' as a toast when anything required is missing), and Submit
 * through the file queue (a request with no file), so a survey filled in offline waits ("Waiting to
 * send") and is taken once. Back goes to `home`, which reads the status again.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { KeptNote } from '../../components/KeptNote';
import { Skeleton } from '../../components/Skeleton';
import { QuestionField, type QuestionLabels } from '../../components/survey/QuestionField';
import { newId } from '../../lib/core';
import { buildSurvey, loadSurveyCore, surveyMessage, type AnswerValues } from '../../lib/core-survey';
import { dismissSubmission, queueSubmission, useSubmission } from '../../lib/files';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { fetchSurvey, keys, type SurveyForm as Form } from './api';
import { useLms } from './context';
import { sayMessage } from './messages';
import { surveySubmitPath } from './paths';
import { ReadState } from './ReadState';
import { surveyBody, surveyGroup } from './surveyBody';
import { useKept } from '../../lib/useKept';

/** The survey engine's core (its checks), loaded beside the learning package. */
function useSurveyCore(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadSurveyCore().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

interface SurveyFormProps {
  slug: string;
  /** Where Back and a queued submission go. */
  home: string;
  /** More fields of the body (the post-training survey's round and source). */
  extra?: Readonly<Record<string, string | number>>;
}

export function SurveyScreen({ slug, home, extra }: SurveyFormProps) {
  const { t, lang, msg } = useI18n();
  const read = useKept(keys.survey(slug), (signal) => fetchSurvey(slug, signal));
  const ready = useSurveyCore();
  const queued = useSubmission(surveyGroup(slug));
  const waiting = queued.submission?.state === 'waiting';
  const refusal = queued.submission?.state === 'refused' ? (queued.submission.message ?? 'An error occurred. Please try again.') : null;
  const title = read.data ? read.data.value.title[lang] || read.data.value.title.en : t('lms.survey.title');
  return (
    <>
      <h1 className="lms__title">{title}</h1>
      {read.data?.keptAt != null ? <KeptNote at={read.data.keptAt} look="inline" say={(when) => t('lms.kept', { when })} /> : null}
      {refusal ? (
        <p className="card lms-refusal" role="alert">
          {sayMessage(refusal, lang, msg)}
        </p>
      ) : null}
      {waiting ? (
        <p className="card lms-waiting" role="status" data-testid="lms-survey-waiting">
          {t('lms.waiting')}
        </p>
      ) : (
        <ReadState read={read} what="survey" rows={6}>
          {(form) => (ready ? <Questions form={form} slug={slug} home={home} extra={extra} refused={refusal ? (queued.submission?.id ?? null) : null} /> : <Skeleton rows={6} />)}
        </ReadState>
      )}
      <p>
        <Link className="button button--ghost" to={home}>
          <span aria-hidden="true">←</span> {t('lms.back')}
        </Link>
      </p>
    </>
  );
}

function Questions({ form, slug, home, extra, refused }: { form: Form; slug: string; home: string; extra?: Readonly<Record<string, string | number>>; refused: string | null }) {
  const { t, lang, msg } = useI18n();
  const { trainee } = useLms();
  const navigate = useNavigate();
  // The survey engine's form carries one of the quarterly codes; a learning survey is not one of
  // them, and its checks are its questions' (core::survey::check_questions), whatever the code.
  const survey = useMemo(() => buildSurvey('quarterly_survey', form.title.en, form.questions), [form]);
  const [values, setValues] = useState<AnswerValues>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  if (!survey || survey.questions.length === 0) return <EmptyState title={sayMessage('Survey questions have not been added.', lang, msg)} />;
  const shown = survey.visible(values);
  const labels: QuestionLabels = { requiredMark: t('lms.survey.requiredMark'), choose: t('lms.survey.choose'), noOptions: t('lms.survey.noOptions') };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !survey) return;
    const result = survey.checkAll(values, 'KE');
    if (!result.ok) {
      setProblems(result.problems);
      toast.error(sayMessage('Answer all questions', lang, msg), { id: 'lms-survey' });
      const first = Object.keys(result.problems)[0];
      if (first) document.getElementById(`q-${first}`)?.focus();
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      if (refused) await dismissSubmission(refused);
      await queueSubmission({
        group: surveyGroup(slug),
        files: [],
        method: 'POST',
        path: surveySubmitPath(slug),
        body: surveyBody(result.values, { traineeId: trainee.id, cohortId: trainee.cohortId }, newId(), extra),
        fileFields: {},
      });
      navigate(home);
    } catch {
      toast.error(sayMessage('An error occurred. Please try again.', lang, msg), { id: 'lms-survey' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card lms-survey" onSubmit={(event) => void submit(event)} noValidate>
      <p className="lms__hint">{t('lms.survey.required')}</p>
      {survey.questions
        .filter((question) => shown.has(question.name))
        .map((question) => (
          <QuestionField
            key={question.name}
            question={question}
            value={values[question.name]}
            error={problems[question.name] ? surveyMessage(problems[question.name] ?? '', lang) : null}
            lang={lang}
            onChange={(value) => setValues((was) => ({ ...was, [question.name]: value }))}
            onLeave={() => undefined}
            labels={labels}
          />
        ))}
      <button type="submit" className="button button--primary lms__wide" disabled={busy} aria-busy={busy}>
        {busy ? t('lms.sending') : t('lms.survey.submit')}
      </button>
    </form>
  );
}
