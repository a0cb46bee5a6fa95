import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { newId } from '../../lib/core';
import { queueSubmission } from '../../lib/files';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { messageBody, messageGroup, type Chat } from './api';
import { lmsText, messageProblem } from './lms';

/**
 * Writing to the trainee: core checks the text ('Enter message'), then the message goes into the
 * file queue (JSON, sender 'mentor', its own submission id), so it waits on this device through a bad
 * connection and is stored once. Enter sends when the text is not blank; Shift+Enter is a new line.
 */
export function Composer({ chat, returned, sending, onQueued }: { chat: Chat; returned: { id: string; text: string; message: string } | null; sending: boolean; onQueued: () => void }) {
  const { t, lang, msg } = useI18n();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  // A refused message comes back to be fixed and sent again, unless something new is being typed.
  useEffect(() => {
    if (returned) setText((was) => (was.trim() ? was : returned.text));
  }, [returned]);

  async function send() {
    if (busy) return;
    setBusy(true);
    try {
      const problem = await messageProblem(chat.cohortId, chat.traineeId, text, lang);
      if (problem) {
        toast.error(problem.message, { id: 'mentor-message' });
        return;
      }
      await queueSubmission({ group: messageGroup(chat.traineeId), files: [], method: 'POST', path: '/lms/messages', body: messageBody(chat, text, newId()), fileFields: {} });
      setText('');
      onQueued();
    } catch {
      toast.error(t('mentor.queueFailed'), { id: 'mentor-message' });
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (text.trim()) void send();
  }

  const showBusy = busy || sending;
  return (
    <form className="mentor-composer" onSubmit={onSubmit} noValidate>
      {returned ? (
        <p className="mentor-refusal" role="alert">
          {t('mentor.refused', { message: lmsText(returned.message, lang, msg) })}
        </p>
      ) : null}
      <label className="field__label" htmlFor="mentor-message">
        {t('mentor.message')}
      </label>
      <div className="mentor-composer__row">
        <textarea
          id="mentor-message"
          className="input mentor-composer__text"
          rows={2}
          value={text}
          aria-describedby="mentor-message-hint"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="button button--primary mentor-composer__send" disabled={busy} aria-busy={showBusy}>
          {showBusy ? t('mentor.sending') : t('mentor.send')}
        </button>
      </div>
      <p id="mentor-message-hint" className="muted mentor-composer__hint">
        {t('mentor.enterHint')}
      </p>
    </form>
  );
}
