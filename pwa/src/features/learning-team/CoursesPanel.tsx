import { useState, type FormEvent } from 'react';
import { useCreateId } from '../../lib/useCreateId';
import { Link, useNavigate } from 'react-router';
import { TextField } from '../../components/Field';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/useOnline';
import { createCourse, type Cohort, type Text } from './api';
import { ImportCourse } from './ImportCourse';
import { TOAST_ID } from './NewCohortPanel';
import { coursePath, useLearningBase } from './paths';
import { textIn } from './people';
import { useSay } from './say';

/** The cohort's courses, each opening its page; a new course by its name, or a course folder imported. */
export function CoursesPanel({ cohort, onChanged }: { cohort: Cohort; onChanged: () => void }) {
  const { t, lang } = useI18n();
  const base = useLearningBase();
  return (
    <div className="lt__section">
      <h2>{t('lmsTeam.courses')}</h2>
      {cohort.classes.length === 0 ? (
        <p className="muted">{t('lmsTeam.noCourses')}</p>
      ) : (
        <ul className="lt__rows" aria-label={t('lmsTeam.coursesOf', { cohort: cohort.name })}>
          {cohort.classes.map((course) => (
            <li key={course.id} className="lt__row">
              <Link className="lt__course" to={coursePath(base, course.id)}>
                {textIn(course.name, lang)}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <details className="card panel lt__new">
        <summary className="panel__summary">{t('lmsTeam.newCourse')}</summary>
        <div className="panel__body">
          <NewCourseForm cohortId={cohort.id} />
        </div>
      </details>
      <details className="card panel lt__new">
        <summary className="panel__summary">{t('lmsTeam.importCourse')}</summary>
        <div className="panel__body">
          <ImportCourse cohortId={cohort.id} onImported={onChanged} />
        </div>
      </details>
    </div>
  );
}

/** A course's name in English and Kiswahili; once made, the course's page opens to write it. */
function NewCourseForm({ cohortId }: { cohortId: string }) {
  const { t } = useI18n();
  const { say, failure } = useSay();
  const base = useLearningBase();
  const navigate = useNavigate();
  const online = useOnline();
  const [name, setName] = useState<Text>({ en: '', sw: '' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const createId = useCreateId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    setBusy(true);
    try {
      const saved = await createCourse(cohortId, name, createId.get());
      createId.renew();
      toast.success(say(saved.message), { id: TOAST_ID });
      void navigate(coursePath(base, saved.data.id));
    } catch (error) {
      setRefusal(failure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="lt__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="lt__pair">
        <TextField
          id="new-course-en"
          label={t('lmsTeam.courseNameEn')}
          lang="en"
          value={name.en}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => setName((was) => ({ ...was, en: event.target.value }))}
        />
        <TextField
          id="new-course-sw"
          label={t('lmsTeam.courseNameSw')}
          lang="sw"
          value={name.sw}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => setName((was) => ({ ...was, sw: event.target.value }))}
        />
      </div>
      {refusal ? (
        <p className="lt__refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="lt__actions">
        <button type="submit" className="button" disabled={busy || !online} aria-busy={busy}>
          {busy ? t('lmsTeam.working') : t('lmsTeam.createCourse')}
        </button>
      </div>
    </form>
  );
}
