import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { useI18n } from '../../lib/i18n';
import { fetchAssignments, keys } from './api';
import { useLms } from './context';
import { assignmentPath } from './paths';
import { ReadState } from './ReadState';
import { LmsPage } from './Shell';
import { useKept } from '../../lib/useKept';

/**
 * /dashboard/lms/alerts (spec 002 section 2.6): what is new for the trainee, from what the learning
 * area reads: graded assignments (success, with the score) and assignments waiting to be done
 * (warning, with their due date). Nothing made up.
 */
export function AlertsPage() {
  const { t } = useI18n();
  return <LmsPage title={t('lms.alerts.title')}>{() => <Alerts />}</LmsPage>;
}

function Alerts() {
  const { t, lang } = useI18n();
  const { course } = useLms();
  const read = useKept(course ? keys.assignments(course.id) : null, (signal) => fetchAssignments(course?.id ?? '', signal));
  if (!course) return <EmptyState title={t('lms.alerts.none')} />;
  return (
    <ReadState read={read} what="assignments">
      {(list) => {
        const graded = list.filter((a) => a.state === 'graded');
        const open = list.filter((a) => a.state === 'notAttempted' && a.unlocked);
        if (graded.length + open.length === 0) return <EmptyState title={t('lms.alerts.none')} />;
        return (
          <ul className="lms-alerts">
            {graded.map((a) => (
              <li key={a.id} className="lms-alert lms-alert--success">
                {t('lms.alerts.graded', { title: a.title[lang] || a.title.en, score: String(a.score) })}
              </li>
            ))}
            {open.map((a) => (
              <li key={a.id} className="lms-alert lms-alert--warning">
                <Link to={assignmentPath(a.id)}>{t('lms.alerts.open', { title: a.title[lang] || a.title.en })}</Link>
              </li>
            ))}
          </ul>
        );
      }}
    </ReadState>
  );
}
