import type { FormEvent } from 'react';
import { TextPairFields } from '../../components/TextPairFields';
import { useI18n } from '../../lib/i18n';
import { saveClassName, type CourseClass } from './api';
import { trimmed } from './course';
import { isText } from './draft';
import { FormFooter } from './FormFooter';
import { useUnsaved } from './leaveGuard';
import { useDraft } from './useDraft';
import { useSaving } from './useSaving';

/** The course's name in both languages (PUT /classes/{id}). */
export function CourseNameForm({ course, onSaved }: { course: CourseClass; onSaved: () => void }) {
  const { t } = useI18n();
  const draft = useDraft(`name:${course.id}`, () => ({ ...course.name }), isText);
  const saving = useSaving();
  useUnsaved(`name:${course.id}`, draft.drafted);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = trimmed(draft.form);
    const done = await saving.run(async () => (await saveClassName(course.id, name)).message);
    if (done) {
      draft.reset(name);
      onSaved();
    }
  }

  return (
    <form className="card course-ed__form" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="course-name-title">
      <h2 id="course-name-title">{t('courseEditor.courseName')}</h2>
      <TextPairFields id="course-name" labels={{ en: t('courseEditor.nameEn'), sw: t('courseEditor.nameSw') }} value={draft.form} onChange={draft.change} />
      <FormFooter
        refusal={saving.refusal}
        drafted={draft.drafted}
        restored={draft.restored}
        busy={saving.busy}
        submit={t('courseEditor.saveName')}
        onDiscard={() => draft.reset({ ...course.name })}
      />
    </form>
  );
}
