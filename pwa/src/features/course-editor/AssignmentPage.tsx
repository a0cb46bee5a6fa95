import { useState, type FormEvent } from 'react';
import { useCreateId } from '../../lib/useCreateId';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TextField } from '../../components/Field';
import { KeptNote } from '../../components/KeptNote';
import { TextPairFields } from '../../components/TextPairFields';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';
import { useKept } from '../../lib/useKept';
import { useOnline } from '../../lib/useOnline';
import { assignmentKey, classKey, createAssignment, fetchAssignment, fetchClass, removeAssignment, updateAssignment, type Assignment, type Chapter } from './api';
import { assignmentBody, assignmentForm, tasksInOrder, taskForm, textIn } from './course';
import { isAssignmentForm } from './draft';
import { FormFooter } from './FormFooter';
import { LeaveGuard } from './LeaveGuard';
import { useUnsaved } from './leaveGuard';
import { NotShown } from './Loading';
import { TasksEditor } from './TasksEditor';
import { coursePath, useBase } from './useBase';
import { useDraft } from './useDraft';
import { useSaving } from './useSaving';
import './course.css';

/**
 * {base}/courses/{classId}/assignments/{assignmentId} and …/chapters/{chapterId}/new-assignment: an
 * assignment's title, the days a trainee has for it and its numbered tasks; once trainees have
 * answered it, the tasks are shown and only the title and days can change.
 */
export function AssignmentPage() {
  const { t, lang } = useI18n();
  const base = useBase();
  const { classId = '', assignmentId, chapterId } = useParams();
  const course = useKept(classKey(classId), (signal) => fetchClass(classId, signal));
  const assignment = useKept(assignmentId ? assignmentKey(assignmentId) : null, (signal) => fetchAssignment(assignmentId ?? '', signal));
  const path = coursePath(base, classId);
  const saved = assignmentId ? (assignment.data?.value ?? null) : null;
  const chapterOf = saved?.chapterId ?? chapterId;
  const chapter = course.data?.value.chapters.find((c) => c.id === chapterOf) ?? null;
  const title = saved
    ? textIn(saved.title, lang)
    : chapter && !assignmentId
      ? t('courseEditor.newAssignmentIn', { chapter: textIn(chapter.name, lang) })
      : t('courseEditor.title');
  useTitle(title);

  const back = (
    <Link className="course-ed__back" to={path}>
      <span aria-hidden="true">←</span>
      {course.data ? t('courseEditor.backTo', { name: textIn(course.data.value.name, lang) }) : t('courseEditor.backToCourse')}
    </Link>
  );
  const loading = course.loading || (assignmentId !== undefined && assignment.loading);
  if (!chapter || (assignmentId && !saved)) {
    return (
      <NotShown
        back={back}
        loading={loading}
        error={course.error ?? assignment.error}
        notFound={t('courseEditor.assignmentNotFound')}
        onRetry={() => {
          void course.reload();
          void assignment.reload();
        }}
      />
    );
  }
  const keptAt = assignment.data?.keptAt ?? course.data?.keptAt ?? null;
  return (
    <section className="page page--medium course-ed">
      {back}
      {keptAt != null ? <KeptNote at={keptAt} say={(when) => t('courseEditor.kept', { when })} /> : null}
      <h1>{title}</h1>
      {saved ? (
        <p className="muted">
          {t('courseEditor.inChapter', { chapter: textIn(chapter.name, lang) })} · {t('courseEditor.submissionsN', { n: saved.submissions })}
        </p>
      ) : null}
      <AssignmentEditor
        key={`${saved?.id ?? `new-${chapter.id}`}-${keptAt ?? 'live'}`}
        path={path}
        chapter={chapter}
        assignment={saved}
        onSaved={() => {
          void course.reload();
          void assignment.reload();
        }}
      />
      <LeaveGuard />
    </section>
  );
}

interface AssignmentEditorProps {
  path: string;
  chapter: Chapter;
  assignment: Assignment | null;
  onSaved: () => void;
}

function AssignmentEditor({ path, chapter, assignment, onSaved }: AssignmentEditorProps) {
  const { t, lang } = useI18n();
  const online = useOnline();
  const navigate = useNavigate();
  const form = assignment ? `assignment:${assignment.id}` : `assignment:new:${chapter.id}`;
  const draft = useDraft(form, () => assignmentForm(assignment), isAssignmentForm);
  const saving = useSaving();
  const [removing, setRemoving] = useState(false);
  // A new assignment's id, kept through retries (the page leaves once it is saved).
  const createId = useCreateId();
  useUnsaved(form, draft.drafted);
  const answered = assignment !== null && assignment.submissions > 0;
  const value = draft.form;
  // Answered: the tasks shown are the saved ones, whatever a draft holds.
  const tasks = answered && assignment ? tasksInOrder(assignment.tasks).map(taskForm) : value.tasks;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = assignmentBody(value, answered && assignment ? assignment.tasks : undefined);
    let newId: string | null = null;
    const done = await saving.run(async () => {
      const answer = assignment ? await updateAssignment(assignment.id, body) : await createAssignment(chapter.id, body, createId.get());
      newId = answer.data?.id ?? null;
      return answer.message;
    });
    if (!done) {
      // Refused: read it again, so an assignment trainees have just answered shows its tasks locked.
      onSaved();
      return;
    }
    draft.reset(value);
    onSaved();
    if (!assignment) void navigate(newId ? `${path}/assignments/${encodeURIComponent(newId)}` : path, { replace: true });
  }

  async function remove(which: Assignment) {
    const done = await saving.run(async () => (await removeAssignment(which.id)).message);
    setRemoving(false);
    if (!done) return;
    draft.reset(assignmentForm());
    onSaved();
    void navigate(path, { replace: true });
  }

  return (
    <form className="course-ed__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="card">
        <TextPairFields
          id="assignment-title"
          labels={{ en: t('courseEditor.titleEn'), sw: t('courseEditor.titleSw') }}
          value={value.title}
          onChange={(title) => draft.change((was) => ({ ...was, title }))}
        />
        <TextField
          id="assignment-days"
          className="course-ed__days"
          label={t('courseEditor.days')}
          hint={t('courseEditor.daysHint')}
          inputMode="numeric"
          maxLength={3}
          value={value.days}
          onChange={(event) => draft.change((was) => ({ ...was, days: event.target.value }))}
        />
      </div>
      <TasksEditor tasks={tasks} readOnly={answered} onChange={(next) => draft.change((was) => ({ ...was, tasks: next }))} />
      <div className="card course-ed__save">
        <FormFooter
          refusal={saving.refusal}
          drafted={draft.drafted}
          restored={draft.restored}
          busy={saving.busy}
          submit={t('courseEditor.saveAssignment')}
          onDiscard={() => draft.reset(assignmentForm(assignment))}
        >
          {assignment ? (
            <button type="button" className="button button--danger" disabled={saving.busy || !online} onClick={() => setRemoving(true)}>
              {t('courseEditor.removeAssignment')}
            </button>
          ) : null}
        </FormFooter>
      </div>
      {removing && assignment ? (
        <ConfirmDialog
          title={t('courseEditor.removeAssignmentTitle', { name: textIn(assignment.title, lang) })}
          text={t('courseEditor.removeAssignmentText')}
          confirm={t('courseEditor.confirmRemove')}
          cancel={t('courseEditor.cancel')}
          busyLabel={t('courseEditor.saving')}
          busy={saving.busy}
          onConfirm={() => void remove(assignment)}
          onClose={() => setRemoving(false)}
        />
      ) : null}
    </form>
  );
}
