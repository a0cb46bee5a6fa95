import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { newId } from '../../lib/core';
import { dismissSubmission, queueSubmission, useSubmission } from '../../lib/files';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { fetchAssignment, fetchAssignments, fetchSubmits, FILE_KIND, keys, type AssignmentDetail, type Task } from './api';
import { useLms } from './context';
import { forgetAnswers, readAnswers, saveAnswers, type Answers } from './draft';
import { sayMessage } from './messages';
import { LEARNING } from './paths';
import { assignmentBody, assignmentGroup, overlayAssignments } from './queued';
import { ReadState } from './ReadState';
import { checkAnswers, mayOpenAssignment } from './rules';
import { LmsPage } from './Shell';
import { stateLabel } from './AssignmentsPage';
import { useKept } from '../../lib/useKept';

/**
 * /dashboard/lms/learning/assignments/{id} (spec 002 sections 2.6, 4.5, 5.5): the assignment's title
 * and questions by task type; core checks the answers (`checkAnswers`) and decides whether it may be
 * opened; the answers go as JSON through the file queue (files first), so offline they wait
 * ("Waiting to send"), and a refusal is shown here with the typed answers kept.
 */
export function AssignmentPage() {
  const { t } = useI18n();
  const id = useParams().assignmentId ?? '';
  return (
    <LmsPage
      title={t('lms.assignment.title')}
      outline
      before={
        <Link className="button button--ghost" to={`${LEARNING}/assignments`}>
          <span aria-hidden="true">←</span> {t('lms.assignments.title')}
        </Link>
      }
    >
      {() => <AssignmentBody id={id} />}
    </LmsPage>
  );
}

function AssignmentBody({ id }: { id: string }) {
  const { t, lang, msg } = useI18n();
  const { course, trainee } = useLms();
  const detail = useKept(keys.assignment(id), (signal) => fetchAssignment(id, signal));
  const list = useKept(course ? keys.assignments(course.id) : null, (signal) => fetchAssignments(course?.id ?? '', signal));
  const submits = useKept(keys.submits(id), (signal) => fetchSubmits(id, trainee.id, signal));
  const queued = useSubmission(assignmentGroup(id));
  const submission = queued.submission ?? null;
  const { reload: reloadList } = list;
  const { reload: reloadSubmits } = submits;
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!submission || submission.state === 'waiting' || handled.current === submission.id) return;
    handled.current = submission.id;
    if (submission.state === 'sent') {
      forgetAnswers(trainee.userId, id);
      toast.success(sayMessage(submission.message ?? t('lms.assignment.sent'), lang, msg), { id: 'lms-assignment' });
      void dismissSubmission(submission.id);
    }
    void reloadList();
    void reloadSubmits();
  }, [submission, trainee.userId, id, lang, msg, t, reloadList, reloadSubmits]);

  return (
    <ReadState read={detail} what="assignments" rows={4}>
      {(found) => {
        if (!found) return <EmptyState title={sayMessage('Assignments not found.', lang, msg)} />;
        const all = overlayAssignments(list.data?.value ?? [], submission ? [submission] : []);
        const index = all.findIndex((a) => a.id === id);
        const mine = all[index];
        const heading = <h2 className="lms__subtitle">{found.title[lang] || found.title.en}</h2>;
        if (submission?.state === 'waiting') {
          return (
            <div className="card stack">
              {heading}
              <p className="lms-waiting" role="status" data-testid="lms-assignment-waiting">
                {queued.sending ? t('lms.sending') : t('lms.waiting')}
              </p>
            </div>
          );
        }
        if (mine && mine.state !== 'notAttempted') {
          const graded = submits.data?.value.find((s) => s.score !== null);
          return (
            <div className="card stack">
              {heading}
              <p>
                <span className="lms-tag">{stateLabel(mine, t)}</span>
              </p>
              {graded?.comment ? <p>{t('lms.assignment.comment', { comment: graded.comment })}</p> : null}
              <p className="lms__hint">{sayMessage('No additional attempts are allowed for this assignment.', lang, msg)}</p>
            </div>
          );
        }
        const refusal = submission?.state === 'refused' ? (submission.message ?? '') : null;
        if (!refusal && mine) {
          const closed = mayOpenAssignment(all.map((a) => (a.waiting ? 'submitted' : a.state)), index);
          if (closed) return <EmptyState title={sayMessage(closed, lang, msg)} />;
        }
        return (
          <>
            {refusal ? (
              <p className="card lms-refusal" role="alert" data-testid="lms-assignment-refusal">
                {sayMessage(refusal, lang, msg)}
              </p>
            ) : null}
            <AnswerForm assignment={found} refusedId={refusal !== null ? (submission?.id ?? null) : null} heading={heading} />
          </>
        );
      }}
    </ReadState>
  );
}

function AnswerForm({ assignment, refusedId, heading }: { assignment: AssignmentDetail; refusedId: string | null; heading: React.ReactNode }) {
  const { t, lang, msg } = useI18n();
  const { trainee } = useLms();
  const [answers, setAnswers] = useState<Answers>(() => readAnswers(trainee.userId, assignment.id));
  const [files, setFiles] = useState<Record<string, File>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => saveAnswers(trainee.userId, assignment.id, answers), [trainee.userId, assignment.id, answers]);
  const tasks = Object.entries(assignment.tasks).sort(([a], [b]) => Number(a) - Number(b));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // A file answer is checked as the upload id the queue will give it (made on the phone).
    const fileKeys = Object.keys(files);
    const placeholders = Object.fromEntries(fileKeys.map((key) => [key, newId()]));
    const checked = checkAnswers(assignment.tasks, { ...answers, ...placeholders });
    if (!checked.ok) {
      setProblems(checked.problems);
      const first = Object.values(checked.problems)[0];
      if (first) toast.error(sayMessage(first, lang, msg), { id: 'lms-assignment' });
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      if (refusedId) await dismissSubmission(refusedId);
      await queueSubmission({
        group: assignmentGroup(assignment.id),
        files: fileKeys.map((key) => ({ kind: FILE_KIND, name: files[key]?.name ?? key, blob: files[key] as Blob })),
        method: 'POST',
        path: `/lms/assignments/${encodeURIComponent(assignment.id)}/submits`,
        body: assignmentBody(trainee.id, trainee.cohortId, checked.answers, newId()),
        fileFields: Object.fromEntries(fileKeys.map((key, index) => [`answers.${key}`, index])),
      });
    } catch {
      toast.error(sayMessage('An error occurred. Please try again.', lang, msg), { id: 'lms-assignment' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card lms-form" onSubmit={(event) => void submit(event)} noValidate data-testid="lms-assignment-form">
      {heading}
      {tasks.map(([key, task]) => (
        <TaskField
          key={key}
          number={key}
          task={task}
          value={answers[key]}
          file={files[key] ?? null}
          error={problems[key] ? sayMessage(problems[key] ?? '', lang, msg) : null}
          onChange={(value) => setAnswers((was) => ({ ...was, [key]: value }))}
          onFile={(file) =>
            setFiles((was) => {
              const next = { ...was };
              if (file) next[key] = file;
              else delete next[key];
              return next;
            })
          }
        />
      ))}
      <button type="submit" className="button button--primary lms__wide" disabled={busy} aria-busy={busy}>
        {busy ? t('lms.sending') : t('lms.assignment.submit')}
      </button>
    </form>
  );
}

interface TaskFieldProps {
  number: string;
  task: Task;
  value: string | string[] | undefined;
  file: File | null;
  error: string | null;
  onChange: (value: string | string[]) => void;
  onFile: (file: File | null) => void;
}

function TaskField({ number, task, value, file, error, onChange, onFile }: TaskFieldProps) {
  const { t, lang } = useI18n();
  const id = `task-${number}`;
  const text = `${number}. ${task.text[lang] || task.text.en}`;
  const one = typeof value === 'string' ? value : '';
  const many = Array.isArray(value) ? value : [];
  const message = error ? (
    <p className="field__message" id={`${id}-message`} role="alert">
      {error}
    </p>
  ) : null;
  // Options are named by their English text whatever the language shown (docs/lms.md).
  const options = (task.options ?? []).map((option) => ({ value: option.en, label: option[lang] || option.en }));
  if (task.type === 'choice' || task.type === 'checkbox') {
    const multiple = task.type === 'checkbox';
    return (
      <fieldset className={error ? 'lms-task field--error' : 'lms-task'} id={id} tabIndex={-1} aria-describedby={error ? `${id}-message` : undefined}>
        <legend className="lms-task__text">{text}</legend>
        {options.map((option) => (
          <label key={option.value} className="lms-task__choice">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={id}
              value={option.value}
              checked={multiple ? many.includes(option.value) : one === option.value}
              onChange={(e) =>
                onChange(multiple ? (e.target.checked ? [...many, option.value] : many.filter((v) => v !== option.value)) : option.value)
              }
            />
            {option.label}
          </label>
        ))}
        {message}
      </fieldset>
    );
  }
  if (task.type === 'file') {
    return (
      <div className={error ? 'field field--error lms-task' : 'field lms-task'}>
        <label className="field__label" htmlFor={id}>
          {text}
        </label>
        <input id={id} type="file" className="input input--file" onChange={(e) => onFile(e.target.files?.[0] ?? null)} aria-describedby={error ? `${id}-message` : undefined} />
        {file ? <p className="lms__hint">{t('lms.assignment.chosen', { name: file.name })}</p> : null}
        {message}
      </div>
    );
  }
  return (
    <div className={error ? 'field field--error lms-task' : 'field lms-task'}>
      <label className="field__label" htmlFor={id}>
        {text}
      </label>
      {task.type === 'link' ? (
        <input id={id} type="url" inputMode="url" className="input" value={one} onChange={(e) => onChange(e.target.value)} placeholder="https://" aria-describedby={error ? `${id}-message` : undefined} />
      ) : (
        <textarea id={id} className="input lms-form__text" rows={4} value={one} onChange={(e) => onChange(e.target.value)} aria-describedby={error ? `${id}-message` : undefined} />
      )}
      {message}
    </div>
  );
}
