import type { FormEvent } from 'react';
import { TextPairFields } from '../../components/TextPairFields';
import { useI18n } from '../../lib/i18n';
import { saveFaqs, type CourseClass } from './api';
import { faqForm, faqsBody, moved, replaced, without, type FaqForm } from './course';
import { isFaqs } from './draft';
import { FormFooter } from './FormFooter';
import { useUnsaved } from './leaveGuard';
import { RowActions } from './RowActions';
import { useDraft } from './useDraft';
import { useSaving } from './useSaving';

/** The class's questions and answers; added, removed, moved, and saved whole (PUT /classes/{id}/faqs). */
export function FaqsEditor({ course, onSaved }: { course: CourseClass; onSaved: () => void }) {
  const { t } = useI18n();
  const fresh = () => course.faqs.map((faq) => faqForm(faq));
  const draft = useDraft(`faqs:${course.id}`, fresh, isFaqs);
  const saving = useSaving();
  useUnsaved(`faqs:${course.id}`, draft.drafted);
  const faqs = draft.form;
  const put = (index: number, faq: FaqForm) => draft.change((was) => replaced(was, index, faq));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await saving.run(async () => (await saveFaqs(course.id, faqsBody(faqs))).message);
    if (done) {
      draft.reset(faqs);
      onSaved();
    }
  }

  return (
    <form className="card course-ed__form" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="faqs-title">
      <h2 id="faqs-title">{t('courseEditor.faqs')}</h2>
      {faqs.length === 0 ? <p className="muted">{t('courseEditor.noFaqs')}</p> : null}
      <ol className="course-ed__rows">
        {faqs.map((faq, index) => {
          const n = index + 1;
          const id = `faq-${n}`;
          const name = t('courseEditor.faqN', { n });
          return (
            <li key={faq.key}>
              <fieldset className="course-ed__row" data-faq={n}>
                <legend>{name}</legend>
                <TextPairFields
                  id={`${id}-question`}
                  labels={{ en: t('courseEditor.questionEn'), sw: t('courseEditor.questionSw') }}
                  value={faq.question}
                  onChange={(question) => put(index, { ...faq, question })}
                />
                <TextPairFields
                  id={`${id}-answer`}
                  labels={{ en: t('courseEditor.answerEn'), sw: t('courseEditor.answerSw') }}
                  value={faq.solution}
                  onChange={(solution) => put(index, { ...faq, solution })}
                />
                <RowActions
                  name={name}
                  index={index}
                  count={faqs.length}
                  onMove={(delta) => draft.change((was) => moved(was, index, delta))}
                  onRemove={() => draft.change((was) => without(was, index))}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button button--secondary" onClick={() => draft.change((was) => [...was, faqForm()])}>
        + {t('courseEditor.addFaq')}
      </button>
      <FormFooter
        refusal={saving.refusal}
        drafted={draft.drafted}
        restored={draft.restored}
        busy={saving.busy}
        submit={t('courseEditor.saveFaqs')}
        onDiscard={() => draft.reset(fresh())}
      />
    </form>
  );
}
