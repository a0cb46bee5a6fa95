import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { useTitle } from '../../components/useTitle';
import { newId } from '../../lib/core';
import { buildSurvey, surveyMessage, type SurveyQuestion } from '../../lib/core-survey';
import { queueSubmission } from '../../lib/files';
import { useI18n, type Lang } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { answerBody, submissionGroup } from './answerBody';
import { isSurveyName, type SurveyMenu, type SurveyName } from './api';
import { readDraft, saveDraft, type Draft, type DraftValues } from './draft';
import { QuestionField, type QuestionLabels } from '../../components/survey/QuestionField';
import { KeptNote, LanguagePicker, MenuState } from './parts';
import { PLAYBOOK_BASE, surveyNameOf } from './paths';
import { TOAST_ID, useMenu, useQueued, useSurveyBase, useSurveyLang } from './useSurvey';
import './survey.css';

/** The person's country for a local phone number: Tanzania's numbers start 255 (or 06/07 there). */
const countryOf = (phone: string): string => (phone.replace(/\D/g, '').startsWith('255') ? 'TZ' : 'KE');

/**
 * /dashboard/qsurvey/{role}/{survey}: the menu's questions by type in the survey's language, skip
 * logic and every check from core (the `survey` package) as the person types, the answers kept as a
 * draft on the phone, and Submit through the file queue (a request with no file, its
 * `submissionId` made once here), so a survey filled in offline waits and is sent exactly once.
 */
export function SurveyPage() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const param = surveyNameOf(useParams().survey, pathname);
  const base = useSurveyBase();
  const [lang, setLang] = useSurveyLang();
  const name: SurveyName = isSurveyName(param) ? param : 'quarterly_survey';
  const menu = useMenu(name, lang);
  const queued = useQueued(name, menu.userId, lang, menu.reload);
  useTitle(menu.data?.value.text ?? t('survey.homeTitle'));

  if (!isSurveyName(param)) return <EmptyState title={t('survey.unmapped')} />;
  return (
    <section className="page page--narrow survey">
      <div className="card">
        <h1>{menu.data?.value.text ?? t('survey.homeTitle')}</h1>
        <LanguagePicker lang={lang} onChange={setLang} />
      </div>
      {menu.loading && !menu.data ? <Skeleton rows={6} label={t('survey.loading')} /> : null}
      {menu.data?.keptAt != null ? <KeptNote at={menu.data.keptAt} /> : null}
      <MenuState menu={menu} queued={queued} lang={lang}>
        {menu.data ? (
          <SurveyForm
            key={`${menu.data.value.code}:${menu.data.value.version}`}
            menu={menu.data.value}
            name={name}
            userId={menu.userId}
            phone={menu.phone}
            lang={lang}
            onQueued={queued.clearRefusal}
          />
        ) : null}
      </MenuState>
      <p>
        <Link to={`${base}/home`}>{base === PLAYBOOK_BASE ? t('survey.backPlaybook') : t('survey.back')}</Link>
      </p>
    </section>
  );
}

interface FormProps {
  menu: SurveyMenu;
  name: SurveyName;
  userId: string;
  phone: string;
  lang: Lang;
  onQueued: () => void;
}

function SurveyForm({ menu, name, userId, phone, lang, onQueued }: FormProps) {
  const { t } = useI18n();
  const survey = useMemo(() => buildSurvey(menu.code, menu.text, menu.subMenus), [menu]);
  const [draft, setDraft] = useState<Draft>(() => readDraft(userId, name) ?? { values: {}, startedAt: Date.now() });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const country = countryOf(phone);

  useEffect(() => {
    if (Object.keys(draft.values).length > 0) saveDraft(userId, name, draft);
  }, [draft, userId, name]);

  if (!survey) return <EmptyState title={t('survey.unmapped')} />;
  if (survey.questions.length === 0) return <EmptyState title={t('survey.noQuestions')} />;
  const shown = survey.visible(draft.values);

  function change(question: SurveyQuestion, value: string | string[]) {
    const values: DraftValues = { ...draft.values, [question.name]: value };
    setDraft({ ...draft, values });
    // A question's message changes as it is typed; one fixed is cleared at once.
    if (problems[question.name] !== undefined && survey) {
      const problem = survey.check(question.name, values, country);
      setProblems((was) => {
        const next = { ...was };
        if (problem) next[question.name] = problem;
        else delete next[question.name];
        return next;
      });
    }
  }

  function leave(question: SurveyQuestion) {
    if (!survey) return;
    const problem = survey.check(question.name, draft.values, country);
    setProblems((was) => {
      const next = { ...was };
      if (problem) next[question.name] = problem;
      else delete next[question.name];
      return next;
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !survey) return;
    const result = survey.checkAll(draft.values, country);
    if (!result.ok) {
      setProblems(result.problems);
      const first = Object.keys(result.problems)[0];
      if (first) document.getElementById(`q-${first}`)?.focus();
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      await queueSubmission({
        group: submissionGroup(name),
        files: [],
        method: 'POST',
        path: menu.endpointLink.replace(/^\/api/, ''),
        body: answerBody({
          values: result.values,
          phone,
          lang,
          submissionId: newId(),
          startedAt: draft.startedAt,
          submittedAt: Date.now(),
        }),
        fileFields: {},
      });
      onQueued();
    } catch {
      toast.error(t('survey.failed'), { id: TOAST_ID });
    } finally {
      setBusy(false);
    }
  }

  const say = (message: string | undefined) => (message ? surveyMessage(message, lang) : null);
  const labels: QuestionLabels = { requiredMark: t('survey.requiredMark'), choose: t('survey.choose'), noOptions: t('survey.noOptions') };
  return (
    <form className="card" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="survey__draft">{t('survey.draft')}</p>
      <p className="survey__draft">{t('survey.required')}</p>
      {survey.questions
        .filter((question) => shown.has(question.name))
        .map((question) => (
          <QuestionField
            key={question.name}
            question={question}
            value={draft.values[question.name]}
            error={say(problems[question.name])}
            lang={lang}
            onChange={(value) => change(question, value)}
            onLeave={() => leave(question)}
            labels={labels}
          />
        ))}
      {Object.keys(problems).length > 0 ? (
        <p className="survey__error" role="alert">
          {t('survey.fixProblems')}
        </p>
      ) : null}
      <button type="submit" className="button button--primary survey__submit" disabled={busy} aria-busy={busy}>
        {busy ? t('survey.submitting') : t('survey.submit')}
      </button>
    </form>
  );
}
