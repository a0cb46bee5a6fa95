import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { SelectField, TextField } from '../../components/Field';
import { UploadProgress } from '../../components/UploadProgress';
import { useTitle } from '../../components/useTitle';
import { acceptAttribute, checkAnswer, checkChosenFile, requiredNote, type Question } from '../../lib/core-onboarding';
import { errorMessage } from '../../lib/errors';
import { dismissSubmission, queueSubmission, useSubmission } from '../../lib/files';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { UPLOAD_FAILED } from '../../lib/upload';
import { useOnline } from '../../lib/useOnline';
import { formValues, sentValue, toggle } from './answerValues';
import { answerBody, answerPath, saveAnswer } from './api';
import { ApplicantFrame, type Loaded } from './ApplicantFrame';
import { answersOf, questionAt, questionsOf, WELCOME } from './state';
import { useSay } from './useApplicant';

const TOAST_ID = 'applicant-answer';
/** The upload kind of an applicant's file answer (docs/files.md). */
const FILE_KIND = 'applicantFile';

/** /dashboard/applicant/apply/:question: one question of the cohort, answered, then back to /welcome. */
export function ApplicantQuestionPage() {
  const { t } = useI18n();
  const { question: param = '' } = useParams();
  useTitle(t('applicant.questionTitle'));
  return (
    <ApplicantFrame shownId={param}>
      {(loaded) => {
        const question = questionAt(loaded.data, param);
        if (!question) return <UnknownQuestion />;
        return <QuestionForm key={question.id} loaded={loaded} question={question} />;
      }}
    </ApplicantFrame>
  );
}

function UnknownQuestion() {
  const { t } = useI18n();
  const say = useSay();
  return (
    <EmptyState
      title={say("This question is not among your cohort's questions")}
      action={
        <Link className="button" to={WELCOME}>
          {t('applicant.checkProgress')}
        </Link>
      }
    />
  );
}

interface Chosen {
  name: string;
  blob: Blob;
}

function QuestionForm({ loaded, question }: { loaded: Loaded; question: Question }) {
  const { t, lang } = useI18n();
  const say = useSay();
  const navigate = useNavigate();
  const online = useOnline();
  const group = `applicant:${question.id}`;
  const queued = useSubmission(group);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [file, setFile] = useState<Chosen | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const handled = useRef<string | null>(null);
  const answer = loaded.data.steps.find((step) => step.name === question.id);
  const state = answer?.state ?? 'not_started';
  const cohort = loaded.data.outQuizes[0]?.cohortId ?? '';

  // A queued file answer settled (here, in another tab or while the page was closed): say so once.
  const submission = queued.submission;
  useEffect(() => {
    if (!submission || submission.state === 'waiting' || handled.current === submission.id) return;
    handled.current = submission.id;
    if (submission.state === 'sent') {
      toast.success(t('applicant.saved'), { id: TOAST_ID });
      void dismissSubmission(submission.id);
      navigate(WELCOME);
    } else {
      setError(submission.message ?? UPLOAD_FAILED);
      void dismissSubmission(submission.id);
    }
  }, [submission, navigate, t]);

  if (state === 'pending' || state === 'approved') {
    return (
      <div className="card">
        <h1>{question.question}</h1>
        <p role="status">{t(state === 'pending' ? 'applicant.awaiting' : 'applicant.approved')}</p>
        <Link className="button" to={WELCOME}>
          {t('applicant.continue')}
        </Link>
      </div>
    );
  }

  const waiting = submission?.state === 'waiting';
  const disabled = busy || waiting;
  const note = requiredNote(question, lang);
  const id = `answer-${question.id}`;
  const reason = state === 'rejected' ? (answer?.reason ?? loaded.data.rejectedSteps.find((r) => r.name === question.question)?.reason ?? '') : null;

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const picked = input.files?.[0] ?? null;
    setError(null);
    setFile(null);
    if (!picked) return;
    const problem = checkChosenFile(question.fileType, picked.name, picked.type);
    if (problem) {
      setError(problem);
      input.value = '';
      return;
    }
    setFile({ name: picked.name, blob: picked });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled) return;
    const values = question.type === 'file' ? (file ? [file.name] : []) : formValues(question.type, text, chosen);
    const check = checkAnswer(questionsOf(loaded.data), answersOf(loaded.data), question.id, values, !loaded.data.firstAttempt, loaded.now, loaded.data.deadline);
    setError(check.error);
    if (check.error) return;
    setBusy(true);
    try {
      if (question.type === 'file' && file) {
        if (submission) await dismissSubmission(submission.id);
        await queueSubmission({
          group,
          files: [{ kind: FILE_KIND, name: file.name, blob: file.blob }],
          method: 'POST',
          path: answerPath(loaded.userId),
          body: answerBody(question.id, '', cohort),
          fileFields: { value: 0 },
        });
      } else {
        await saveAnswer(loaded.userId, question.id, sentValue(question.type, check.values), cohort);
        toast.success(t('applicant.saved'), { id: TOAST_ID });
        navigate(WELCOME);
      }
    } catch (failure) {
      const message = question.type === 'file' ? UPLOAD_FAILED : errorMessage(failure);
      setError(message);
      toast.error(say(message), { id: TOAST_ID });
    } finally {
      setBusy(false);
    }
  }

  const shownError = error ? say(error) : null;
  return (
    <div className="card">
      <p className="muted applicant__count">{t('applicant.questionOf', { order: question.order, total: loaded.data.outQuizes.length })}</p>
      {reason !== null ? (
        <div className="applicant__rejected" role="alert">
          <p className="applicant__rejected-title">{t('applicant.rejected')}</p>
          {reason ? <p>{say(reason)}</p> : null}
        </div>
      ) : null}
      <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={disabled}>
        <AnswerField
          id={id}
          question={question}
          note={note}
          error={shownError}
          disabled={disabled}
          text={text}
          chosen={chosen}
          onText={setText}
          onToggle={(option) => setChosen((now) => toggle(question.options, now, option))}
          onFile={chooseFile}
        />
        {waiting ? (
          <UploadProgress
            id={`${id}-progress`}
            percent={queued.percent}
            label={t('applicant.uploadLabel')}
            text={online ? t('applicant.uploading', { percent: queued.percent }) : t('applicant.offline')}
          />
        ) : null}
        <button type="submit" className="button button--block" disabled={disabled} aria-busy={disabled}>
          {waiting ? (online ? t('applicant.uploading', { percent: queued.percent }) : t('applicant.waiting')) : t('applicant.save')}
        </button>
      </form>
    </div>
  );
}

interface AnswerFieldProps {
  id: string;
  question: Question;
  note: string | null;
  error: string | null;
  disabled: boolean;
  text: string;
  chosen: string[];
  onText: (value: string) => void;
  onToggle: (option: string) => void;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The question's own control: the spec's six types. */
function AnswerField({ id, question, note, error, disabled, text, chosen, onText, onToggle, onFile }: AnswerFieldProps) {
  const { t } = useI18n();
  const hint = note ?? undefined;
  switch (question.type) {
    case 'text':
      return <TextField id={id} label={question.question} value={text} hint={hint} error={error} disabled={disabled} onChange={(e) => onText(e.target.value)} />;
    case 'number':
      return (
        <TextField id={id} label={question.question} value={text} hint={hint} error={error} disabled={disabled} inputMode="decimal" onChange={(e) => onText(e.target.value)} />
      );
    case 'select':
      return (
        <SelectField id={id} label={question.question} value={text} hint={hint} error={error} disabled={disabled} onChange={(e) => onText(e.target.value)}>
          <option value="">{t('applicant.choose')}</option>
          {question.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
      );
    case 'textarea':
      return (
        <Frame id={id} label={question.question} hint={hint} error={error}>
          <textarea
            id={id}
            name={id}
            className="input applicant__textarea"
            rows={6}
            value={text}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error || hint ? `${id}-message` : undefined}
            onChange={(e) => onText(e.target.value)}
          />
        </Frame>
      );
    case 'checkbox':
      return (
        <fieldset className={error ? 'fieldset field--error' : 'fieldset'} aria-describedby={error || hint ? `${id}-message` : undefined}>
          <legend className="fieldset__legend">{question.question}</legend>
          <p className="muted">{t('applicant.chooseMany')}</p>
          {question.options.map((option, i) => (
            <label key={option} className="applicant__choice">
              <input type="checkbox" id={`${id}-${i}`} checked={chosen.includes(option)} disabled={disabled} onChange={() => onToggle(option)} />
              <span>{option}</span>
            </label>
          ))}
          <Message id={id} hint={hint} error={error} />
        </fieldset>
      );
    case 'file':
      return (
        <Frame id={id} label={question.question} hint={hint} error={error}>
          <input
            id={id}
            name={id}
            type="file"
            className="input input--file"
            accept={acceptAttribute(question.fileType)}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error || hint ? `${id}-message` : undefined}
            onChange={onFile}
          />
        </Frame>
      );
  }
}

function Frame({ id, label, hint, error, children }: { id: string; label: string; hint: string | undefined; error: string | null; children: React.ReactNode }) {
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      <Message id={id} hint={hint} error={error} />
    </div>
  );
}

function Message({ id, hint, error }: { id: string; hint: string | undefined; error: string | null }) {
  if (error) {
    return (
      <p className="field__message" id={`${id}-message`} role="alert">
        {error}
      </p>
    );
  }
  return hint ? (
    <p className="field__hint" id={`${id}-message`}>
      {hint}
    </p>
  ) : null;
}
