import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';
import { useOnline } from '../../lib/useOnline';

interface FormFooterProps {
  /** The server's refusal, in the language shown. */
  refusal: string | null;
  drafted: boolean;
  restored: boolean;
  busy: boolean;
  submit: string;
  onDiscard: () => void;
  /** More buttons after Save and Discard (Remove). */
  children?: ReactNode;
}

/** Under a form: why the server refused it, whether it is a draft kept on the device, Save and Discard. */
export function FormFooter({ refusal, drafted, restored, busy, submit, onDiscard, children }: FormFooterProps) {
  const { t } = useI18n();
  const online = useOnline();
  return (
    <>
      {refusal ? (
        <p className="course-ed__refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      {drafted ? (
        <p className="course-ed__draft" role="status">
          {restored ? t('courseEditor.draftRestored') : t('courseEditor.draftKept')}
        </p>
      ) : null}
      {!online ? (
        <p className="muted" role="status">
          {t('courseEditor.offline')}
        </p>
      ) : null}
      <div className="course-ed__actions">
        <button type="submit" className="button" disabled={busy || !online} aria-busy={busy}>
          {busy ? t('courseEditor.saving') : submit}
        </button>
        {drafted ? (
          <button type="button" className="button button--secondary" disabled={busy} onClick={onDiscard}>
            {t('courseEditor.discard')}
          </button>
        ) : null}
        {children}
      </div>
    </>
  );
}
