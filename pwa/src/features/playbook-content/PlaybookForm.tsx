import { useState, type FormEvent } from 'react';
import { TextPairFields } from '../../components/TextPairFields';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { useOnline } from '../../lib/useOnline';
import type { PlaybookForm as Form } from './content';
import type { Drafted } from './useDraft';
import { useSay } from './useSay';

interface PlaybookFormProps {
  idPrefix: string;
  draft: Drafted<Form>;
  submit: string;
  /** Saves the form; throws the server's refusal. */
  onSave: (form: Form) => Promise<void>;
  onDiscard?: () => void;
}

/** A playbook's names and summary in both languages; the server's refusal said under it. */
export function PlaybookForm({ idPrefix, draft, submit, onSave, onDiscard }: PlaybookFormProps) {
  const { t } = useI18n();
  const say = useSay();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { form, change } = draft;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    setBusy(true);
    try {
      await onSave(form);
    } catch (failure) {
      setRefusal(say(errorMessage(failure)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="pb-content__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextPairFields
        id={`${idPrefix}-name`}
        labels={{ en: t('pbContent.nameEn'), sw: t('pbContent.nameSw') }}
        value={form.name}
        maxLength={200}
        onChange={(name) => change((was) => ({ ...was, name }))}
      />
      <TextPairFields
        id={`${idPrefix}-summary`}
        multiline
        labels={{ en: t('pbContent.summaryEn'), sw: t('pbContent.summarySw') }}
        value={form.summary}
        onChange={(summary) => change((was) => ({ ...was, summary }))}
      />
      {refusal ? (
        <p className="pb-content__refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      {draft.drafted ? (
        <p className="muted" role="status">
          {t('pbContent.draftKept')}
        </p>
      ) : null}
      {!online ? (
        <p className="muted" role="status">
          {t('pbContent.offline')}
        </p>
      ) : null}
      <div className="pb-content__actions">
        <button type="submit" className="button" disabled={busy || !online} aria-busy={busy}>
          {busy ? t('pbContent.saving') : submit}
        </button>
        {draft.drafted && onDiscard ? (
          <button type="button" className="button button--secondary" disabled={busy} onClick={onDiscard}>
            {t('pbContent.discard')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
