import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { useSubmissions, type Submission } from '../../lib/files';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { fetchAssignments, keys } from './api';
import { useLms } from './context';
import { showDueDate } from './format';
import { sayMessage } from './messages';
import { assignmentPath } from './paths';
import { ASSIGNMENT_GROUP, overlayAssignments, type ShownAssignment } from './queued';
import { ReadState } from './ReadState';
import { dueDate, mayOpenAssignment } from './rules';
import { LmsPage } from './Shell';
import { useKept } from '../../lib/useKept';

const NONE: readonly Submission[] = [];

/**
 * /dashboard/lms/learning/assignments (spec 002 sections 2.6, 4.5): every assignment of the course
 * with its state (Not Attempted, Submitted, Graded with the score) and due date; only the first not
 * attempted opens (core's `mayOpenAssignment`, its refusals as toasts).
 */
export function AssignmentsPage() {
  const { t } = useI18n();
  return <LmsPage title={t('lms.assignments.title')} outline>{() => <Assignments />}</LmsPage>;
}

export function stateLabel(assignment: ShownAssignment, t: (key: 'lms.state.waiting' | 'lms.state.notAttempted' | 'lms.state.submitted' | 'lms.state.graded', vars?: Record<string, string>) => string): string {
  if (assignment.waiting) return t('lms.state.waiting');
  if (assignment.state === 'graded') return t('lms.state.graded', { score: String(assignment.score) });
  return assignment.state === 'submitted' ? t('lms.state.submitted') : t('lms.state.notAttempted');
}

function Assignments() {
  const { t, lang, msg } = useI18n();
  const { course } = useLms();
  const navigate = useNavigate();
  const read = useKept(course ? keys.assignments(course.id) : null, (signal) => fetchAssignments(course?.id ?? '', signal));
  const submissions = useSubmissions(ASSIGNMENT_GROUP) ?? NONE;
  if (!course) return <EmptyState title={sayMessage('No assignments found, check back later.', lang, msg)} />;
  return (
    <ReadState read={read} what="assignments">
      {(raw) => {
        const list = overlayAssignments(raw, submissions);
        if (list.length === 0) return <EmptyState title={sayMessage('No assignments found, check back later.', lang, msg)} />;
        const states = list.map((a) => (a.waiting ? 'submitted' : a.state));
        const open = (index: number, id: string) => {
          const refusal = mayOpenAssignment(states, index);
          if (refusal) toast.error(sayMessage(refusal, lang, msg), { id: 'lms-assignment' });
          else navigate(assignmentPath(id));
        };
        return (
          <ul className="lms-cards" data-testid="lms-assignments">
            {list.map((a, index) => (
              <li key={a.id} className={`card lms-assignment lms-assignment--${a.waiting ? 'waiting' : a.state}`}>
                <h2 className="lms-assignment__title">{a.title[lang] || a.title.en}</h2>
                <p className="lms__hint">{t('lms.assignments.due', { date: showDueDate(dueDate(a.createdAt, a.periodInDays)) })}</p>
                <p className="lms-assignment__state">
                  <span className="lms-tag">{stateLabel(a, t)}</span>
                </p>
                {a.refusal ? (
                  <p className="lms-refusal" role="alert">
                    {sayMessage(a.refusal, lang, msg)}
                  </p>
                ) : null}
                <button type="button" className="button button--secondary" onClick={() => open(index, a.id)}>
                  {t('lms.assignments.open')}
                </button>
              </li>
            ))}
          </ul>
        );
      }}
    </ReadState>
  );
}
