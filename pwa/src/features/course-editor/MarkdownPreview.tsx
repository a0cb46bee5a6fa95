import { useState } from 'react';
import { CoreHtml } from '../../components/CoreHtml';
import { useI18n } from '../../lib/i18n';
import { useOnline } from '../../lib/useOnline';
import { preview } from './api';
import { useSay } from './useSay';

type Shown = { text: string; html: string } | { text: string; refusal: string };

/** "Preview": the server's HTML of the text (core's Markdown), or core's message about it. */
export function MarkdownPreview({ id, text, label }: { id: string; text: string; label: string }) {
  const { t } = useI18n();
  const { sayFailure } = useSay();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);

  async function show() {
    setBusy(true);
    try {
      setShown({ text, html: await preview(text) });
    } catch (failure) {
      setShown({ text, refusal: sayFailure(failure) });
    } finally {
      setBusy(false);
    }
  }

  // A preview of a text since changed is not shown.
  const current = shown && shown.text === text ? shown : null;
  return (
    <div className="course-ed__preview-box">
      <button
        type="button"
        className="button button--secondary button--small"
        aria-controls={`${id}-preview`}
        disabled={busy || !online || text.trim() === ''}
        aria-busy={busy}
        onClick={() => void show()}
      >
        {busy ? t('courseEditor.previewing') : label}
      </button>
      <div id={`${id}-preview`} aria-live="polite">
        {current && 'html' in current ? (
          <section className="course-ed__preview" aria-label={`${t('courseEditor.previewTitle')}: ${label}`}>
            <h4 className="muted">{t('courseEditor.previewTitle')}</h4>
            <CoreHtml html={current.html} />
          </section>
        ) : null}
        {current && 'refusal' in current ? (
          <p className="course-ed__refusal" role="alert">
            {current.refusal}
          </p>
        ) : null}
      </div>
    </div>
  );
}
