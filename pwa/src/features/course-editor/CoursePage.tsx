import { Link, useParams } from 'react-router';
import { KeptNote } from '../../components/KeptNote';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';
import { useKept } from '../../lib/useKept';
import { classKey, fetchClass } from './api';
import { ChaptersEditor } from './ChaptersEditor';
import { textIn } from './course';
import { CourseNameForm } from './CourseNameForm';
import { ExportButton } from './ExportButton';
import { FaqsEditor } from './FaqsEditor';
import { LeaveGuard } from './LeaveGuard';
import { NotShown } from './Loading';
import { ScheduleEditor } from './ScheduleEditor';
import { useBase } from './useBase';
import './course.css';

/**
 * {base}/courses/{classId}: the course's name, its schedule and FAQs (each saved whole), its
 * chapters with their topics and assignments, and "Export as Markdown".
 */
export function CoursePage() {
  const { t, lang } = useI18n();
  const base = useBase();
  const { classId = '' } = useParams();
  const read = useKept(classKey(classId), (signal) => fetchClass(classId, signal));
  const course = read.data?.value ?? null;
  useTitle(course ? textIn(course.name, lang) : t('courseEditor.title'));
  const reload = () => void read.reload();
  // The forms start again from the server's answer when it replaces a copy kept on the device (a draft stays).
  const version = `${classId}-${read.data?.keptAt ?? 'live'}`;

  // The course's cohort (the learning team's screen), or the cohorts while the course is not known.
  const back = (
    <Link className="course-ed__back" to={course ? `${base}/cohorts/${encodeURIComponent(course.cohortId)}` : base}>
      <span aria-hidden="true">←</span>
      {course ? t('courseEditor.backToCohort') : t('courseEditor.backToCohorts')}
    </Link>
  );
  if (!course) return <NotShown back={back} loading={read.loading} error={read.error} notFound={t('courseEditor.notFound')} onRetry={reload} />;
  return (
    <section className="page page--medium course-ed">
      {back}
      {read.data?.keptAt != null ? <KeptNote at={read.data.keptAt} say={(when) => t('courseEditor.kept', { when })} /> : null}
      <div className="course-ed__head">
        <h1>{textIn(course.name, lang)}</h1>
        <ExportButton course={course} />
      </div>
      <p className="muted">{t('courseEditor.lead')}</p>
      <CourseNameForm key={`name-${version}`} course={course} onSaved={reload} />
      <ChaptersEditor base={base} course={course} onChanged={reload} />
      <ScheduleEditor key={`meetings-${version}`} course={course} onSaved={reload} />
      <FaqsEditor key={`faqs-${version}`} course={course} onSaved={reload} />
      <LeaveGuard />
    </section>
  );
}
