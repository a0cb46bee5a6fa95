/**
 * "Preview": the server's HTML of a Markdown text (core's Markdown), or the server's message about
 * it. Online only; a preview of a text since changed is not shown. The call and every text come
 * from the caller, translated.
 */
import { useState } from 'react';
import { useOnline } from '../lib/useOnline';
import { CoreHtml } from './CoreHtml';
import './markdownPreview.css';

interface MarkdownPreviewProps {
  id: string;
  text: string;
  /** The button's text ("Preview the English"). */
  label: string;
  /** The button's text while the server answers ("Preparing the preview…"). */
  busyLabel: string;
  /** The heading above the preview ("Preview"). */
  title: string;
  /** The server's HTML of the text; throws with its refusal. */
  render: (text: string) => Promise<string>;
  /** A failure of `render` as the message to show, in the language shown. */
  sayFailure: (failure: unknown) => string;
}

type Shown = { text: string; html: string } | { text: string; refusal: string };

export function MarkdownPreview({ id, text, label, busyLabel, title, render, sayFailure }: MarkdownPreviewProps) {
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);

  async function show() {
    setBusy(true);
    try {
      setShown({ text, html: await render(text) });
    } catch (failure) {
      setShown({ text, refusal: sayFailure(failure) });
    } finally {
      setBusy(false);
    }
  }

  const current = shown && shown.text === text ? shown : null;
  return (
    <div className="md-preview">
      <button
        type="button"
        className="button button--secondary button--small"
        aria-controls={`${id}-preview`}
        disabled={busy || !online || text.trim() === ''}
        aria-busy={busy}
        onClick={() => void show()}
      >
        {busy ? busyLabel : label}
      </button>
      <div id={`${id}-preview`} aria-live="polite">
        {current && 'html' in current ? (
          <section className="md-preview__shown" aria-label={`${title}: ${label}`}>
            <h4 className="muted">{title}</h4>
            <CoreHtml html={current.html} />
          </section>
        ) : null}
        {current && 'refusal' in current ? (
          <p className="md-preview__refusal" role="alert">
            {current.refusal}
          </p>
        ) : null}
      </div>
    </div>
  );
}
