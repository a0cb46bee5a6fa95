import { useCallback, useEffect, useState } from 'react';
import { SelectField, TextField } from '../../components/Field';
import { Skeleton } from '../../components/Skeleton';
import { ApiError } from '../../lib/api';
import { questionTypes, type QuestionField, type QuestionType } from '../../lib/core-onboarding';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useRemote } from '../../lib/useRemote';
import { listQuestions, saveQuestions } from './api';
import { blankDraft, checkDrafts, moveDraft, serverDraftErrors, toDrafts, toQuestions, type DraftErrors, type QuestionDraft } from './questionDrafts';
import { useCoachText, useErrorText } from './useCoachText';
import type { Cohort } from './wire';

const typeKey = (type: QuestionType) => `coach.questions.type.${type}` as MessageKey;

/** A cohort's applicant questions: add, remove, order, type, options, accepted file types, required; saved all at once. */
export function QuestionsEditor({ cohort }: { cohort: Cohort }) {
  const { t } = useI18n();
  const sayError = useErrorText();
  const load = useCallback((signal: AbortSignal) => listQuestions(cohort.id, signal), [cohort.id]);
  const saved = useRemote(`coach-questions|${cohort.id}`, load);
  const [drafts, setDrafts] = useState<QuestionDraft[] | null>(null);
  const [errors, setErrors] = useState<DraftErrors>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (saved.data) setDrafts(toDrafts(saved.data));
  }, [saved.data]);

  if (drafts === null) return <Skeleton rows={2} label={t('coach.questions.loading')} />;

  const change = (index: number, part: Partial<QuestionDraft>) =>
    setDrafts(drafts.map((d, i) => (i === index ? { ...d, ...part } : d)));

  async function save(list: QuestionDraft[]) {
    const problems = checkDrafts(list);
    setErrors(problems ?? []);
    if (problems) return;
    setSaving(true);
    try {
      await saveQuestions(cohort.id, toQuestions(list));
      toast.success(t('coach.questions.saved'), { id: 'coach-questions' });
      saved.reload();
    } catch (error) {
      if (error instanceof ApiError) setErrors(serverDraftErrors(error.fields, list.length));
      toast.error(sayError(error), { id: 'coach-questions' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="stack"
      noValidate
      aria-labelledby="questions-title"
      onSubmit={(event) => {
        event.preventDefault();
        void save(drafts);
      }}
    >
      <h3 id="questions-title">{t('coach.questions.title', { name: cohort.name })}</h3>
      {drafts.length === 0 ? <p className="muted">{t('coach.questions.none')}</p> : null}
      <ol className="coach-questions">
        {drafts.map((draft, index) => (
          <QuestionRow
            key={draft.key}
            draft={draft}
            index={index}
            last={index === drafts.length - 1}
            errors={errors[index] ?? {}}
            onChange={(part) => change(index, part)}
            onMove={(by) => setDrafts(moveDraft(drafts, index, by))}
            onRemove={() => setDrafts(drafts.filter((_, i) => i !== index))}
          />
        ))}
      </ol>
      <div className="coach-actions">
        <button type="button" className="button button--secondary" onClick={() => setDrafts([...drafts, blankDraft()])}>
          {t('coach.questions.add')}
        </button>
        <button type="submit" className="button" disabled={saving}>
          {t('coach.questions.save')}
        </button>
      </div>
    </form>
  );
}

interface QuestionRowProps {
  draft: QuestionDraft;
  index: number;
  last: boolean;
  errors: Partial<Record<QuestionField, string>>;
  onChange: (part: Partial<QuestionDraft>) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}

function QuestionRow({ draft, index, last, errors, onChange, onMove, onRemove }: QuestionRowProps) {
  const { t } = useI18n();
  const say = useCoachText();
  const id = `question-${draft.key}`;
  const number = t('coach.questions.number', { n: index + 1 });
  const shown = (field: QuestionField) => (errors[field] ? say(errors[field]) : null);
  return (
    <li className="card coach-question">
      <fieldset className="stack">
        <legend className="coach-question__number">{number}</legend>
        <TextField id={`${id}-text`} label={t('coach.questions.text')} value={draft.question} error={shown('question') ?? shown('order')} onChange={(e) => onChange({ question: e.target.value })} />
        <SelectField id={`${id}-type`} label={t('coach.questions.type')} value={draft.type} error={shown('type')} onChange={(e) => onChange({ type: e.target.value as QuestionType })}>
          {questionTypes().map((type) => (
            <option key={type} value={type}>
              {t(typeKey(type))}
            </option>
          ))}
        </SelectField>
        {draft.type === 'select' || draft.type === 'checkbox' ? (
          <div className={errors.options ? 'field field--error' : 'field'}>
            <label className="field__label" htmlFor={`${id}-options`}>
              {t('coach.questions.options')}
            </label>
            <textarea
              id={`${id}-options`}
              className="input"
              rows={3}
              value={draft.optionsText}
              aria-invalid={errors.options ? true : undefined}
              aria-describedby={errors.options ? `${id}-options-message` : undefined}
              onChange={(e) => onChange({ optionsText: e.target.value })}
            />
            {errors.options ? (
              <p id={`${id}-options-message`} className="field__message" role="alert">
                {shown('options')}
              </p>
            ) : null}
          </div>
        ) : null}
        {draft.type === 'file' ? (
          <TextField
            id={`${id}-files`}
            label={t('coach.questions.fileType')}
            hint={t('coach.questions.fileTypeHint')}
            value={draft.fileType}
            error={shown('fileType')}
            onChange={(e) => onChange({ fileType: e.target.value })}
          />
        ) : null}
        <label className="coach-check">
          <input type="checkbox" checked={draft.required} onChange={(e) => onChange({ required: e.target.checked })} /> {t('coach.questions.required')}
        </label>
        <div className="coach-actions">
          <button type="button" className="button button--small button--secondary" disabled={index === 0} aria-label={`${t('coach.questions.up')}: ${number}`} onClick={() => onMove(-1)}>
            {t('coach.questions.up')}
          </button>
          <button type="button" className="button button--small button--secondary" disabled={last} aria-label={`${t('coach.questions.down')}: ${number}`} onClick={() => onMove(1)}>
            {t('coach.questions.down')}
          </button>
          <button type="button" className="button button--small button--secondary" aria-label={`${t('coach.questions.remove')}: ${number}`} onClick={onRemove}>
            {t('coach.questions.remove')}
          </button>
        </div>
      </fieldset>
    </li>
  );
}
