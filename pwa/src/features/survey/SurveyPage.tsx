import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { DateField } from '../../components/DateField';
import { EmptyState } from '../../components/EmptyState';
import { SelectField, TextField } from '../../components/Field';
import { Skeleton } from '../../components/Skeleton';
import { useTitle } from '../../components/useTitle';
import { newId } from '../../lib/core';
import { buildSurvey, surveyMessage, type AnswerValues, type Survey, type SurveyQuestion } from '../../lib/core-survey';
import { queueSubmission } from '../../lib/files';
import { useI18n, type Lang } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { answerBody, submissionGroup } from './answerBody';
import { isSurveyName, type SurveyMenu, type SurveyName } from './api';
import { readDraft, saveDraft, toggled, type Draft, type DraftValues } from './draft';
import { LinkedOptions } from './LinkedOptions';
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
  return (
    <form className="card" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="survey__draft">{t('survey.draft')}</p>
      <p className="survey__draft">{t('survey.required')}</p>
      {survey.questions
        .filter((question) => shown.has(question.name))
        .map((question) => (
          <QuestionField
            key={question.name}
            survey={survey}
            question={question}
            value={draft.values[question.name]}
            error={say(problems[question.name])}
            lang={lang}
            onChange={(value) => change(question, value)}
            onLeave={() => leave(question)}
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

interface QuestionProps {
  survey: Survey;
  question: SurveyQuestion;
  value: AnswerValues[string] | undefined;
  error: string | null;
  lang: Lang;
  onChange: (value: string | string[]) => void;
  onLeave: () => void;
}

function QuestionField({ question, value, error, lang, onChange, onLeave }: QuestionProps) {
  const { t } = useI18n();
  const id = `q-${question.name}`;
  const text = question.text[lang] || question.text.en;
  const label = question.required ? `${text} ${t('survey.requiredMark')}` : text;
  const one = typeof value === 'string' ? value : '';
  const many = Array.isArray(value) ? (value as readonly string[]) : [];

  switch (question.kind) {
    case 'note':
      return <p className="survey__note">{text}</p>;
    case 'date':
      return <DateField id={id} label={label} value={one} onChange={onChange} error={error} />;
    case 'selectOne':
    case 'selectMany': {
      if (question.options.length === 0 && question.optionsLink) {
        return (
          <LinkedOptions link={question.optionsLink}>
            {(options) =>
              question.kind === 'selectOne' ? (
                <SelectField id={id} label={label} value={one} error={error} onChange={(e) => onChange(e.target.value)} onBlur={onLeave}>
                  <option value="">{t('survey.choose')}</option>
                  {options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </SelectField>
              ) : (
                <Choices id={id} label={label} error={error} options={options} many={many} onChange={onChange} />
              )
            }
          </LinkedOptions>
        );
      }
      const options = question.options.map((o) => ({ value: o.value, label: o.label[lang] || o.label.en }));
      if (options.length === 0) return <p className="survey__error">{t('survey.noOptions')}</p>;
      if (question.kind === 'selectOne') {
        return (
          <fieldset className="survey__question" id={id} tabIndex={-1} aria-describedby={error ? `${id}-message` : undefined}>
            <legend>
              {text}
              {question.required ? <span className="survey__mark" aria-hidden="true">{t('survey.requiredMark')}</span> : null}
            </legend>
            {options.map((o) => (
              <label key={o.value} className="survey__choice">
                <input type="radio" name={id} value={o.value} checked={one === o.value} onChange={() => onChange(o.value)} />
                {o.label}
              </label>
            ))}
            {error ? <p className="survey__error" id={`${id}-message`}>{error}</p> : null}
          </fieldset>
        );
      }
      return <Choices id={id} label={text} required={question.required} error={error} options={options} many={many} onChange={onChange} />;
    }
    default: {
      const numeric = question.kind === 'integer' || question.kind === 'decimal';
      return (
        <TextField
          id={id}
          label={label}
          error={error}
         
          type={question.kind === 'phone' ? 'tel' : 'text'}
          inputMode={numeric ? (question.kind === 'integer' ? 'numeric' : 'decimal') : question.kind === 'phone' ? 'tel' : 'text'}
          value={one}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onLeave}
        />
      );
    }
  }
}

interface ChoicesProps {
  id: string;
  label: string;
  required?: boolean;
  error: string | null;
  options: { value: string; label: string }[];
  many: readonly string[];
  onChange: (value: string[]) => void;
}

function Choices({ id, label, required = false, error, options, many, onChange }: ChoicesProps) {
  const { t } = useI18n();
  const order = options.map((o) => o.value);
  return (
    <fieldset className="survey__question" id={id} tabIndex={-1} aria-describedby={error ? `${id}-message` : undefined}>
      <legend>
        {label}
        {required ? <span className="survey__mark" aria-hidden="true">{t('survey.requiredMark')}</span> : null}
      </legend>
      {options.map((o) => (
        <label key={o.value} className="survey__choice">
          <input type="checkbox" value={o.value} checked={many.includes(o.value)} onChange={(e) => onChange(toggled(many, o.value, e.target.checked, order))} />
          {o.label}
        </label>
      ))}
      {error ? <p className="survey__error" id={`${id}-message`}>{error}</p> : null}
    </fieldset>
  );
}
