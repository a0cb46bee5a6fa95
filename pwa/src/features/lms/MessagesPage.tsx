import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { newId } from '../../lib/core';
import { dismissSubmission, queueSubmission, useSubmissions, type Submission } from '../../lib/files';
import { useI18n } from '../../lib/i18n';
import { keepKnown, readKnown } from '../../lib/lastKnown';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/useOnline';
import { isUnreadFromMentor } from './alerts';
import { fetchMentors, keys, markMessagesRead, type Mentor, type Message } from './api';
import { pollMessages } from './chat';
import { useLms } from './context';
import { showUtc } from './format';
import { GRADIENTS, readStorageGradient, saveGradient, type Gradient } from './gradient';
import { failureOf, sayMessage } from './messages';
import { MESSAGE_GROUP, messageGroup } from './queued';
import { ReadState } from './ReadState';
import { checkMessage } from './rules';
import { LmsPage } from './Shell';
import { useKept } from '../../lib/useKept';

const POLL_MS = 12_000;
const NONE: readonly Submission[] = [];

/**
 * /dashboard/lms/learning/messages (spec 002 sections 2.6, 4.5, 5.5): the conversation with the
 * chosen mentor (the cohort's first by default), read again every 12 s while the page is visible,
 * Enter sends when not blank ('Sending...'), core's `checkMessage`; sent through the file queue with a
 * `submissionId`, so offline a message waits, shown as waiting. The mentor's messages shown are
 * marked read (`POST /messages/read`), so the Alerts page counts them no more.
 */
export function MessagesPage() {
  const { t } = useI18n();
  return <LmsPage title={t('lms.messages.title')} outline>{() => <Conversation />}</LmsPage>;
}

function Conversation() {
  const { lang, msg } = useI18n();
  const { trainee } = useLms();
  const [params] = useSearchParams();
  const mentors = useKept(keys.mentors(trainee.cohortId), (signal) => fetchMentors(trainee.cohortId, signal));
  return (
    <ReadState read={mentors} what="mentors">
      {(list) => {
        const chosen = list.find((m) => m.id === params.get('mentor')) ?? list[0];
        if (!chosen) return <EmptyState title={sayMessage('Mentors not found', lang, msg)} />;
        return <Chat key={chosen.id} mentor={chosen} />;
      }}
    </ReadState>
  );
}

function useConversation(mentorId: string) {
  const { trainee, userId } = useLms();
  const [messages, setMessages] = useState<Message[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const etag = useRef<string | null>(null);
  const key = keys.messages(mentorId);
  const poll = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const answer = await pollMessages(trainee.cohortId, mentorId, trainee.id, etag.current, signal);
        setError(null);
        if (!answer.changed) return;
        etag.current = answer.etag;
        setMessages(answer.messages);
        await keepKnown(userId, key, answer.messages);
      } catch (caught) {
        if (signal?.aborted) return;
        const kept = await readKnown<Message[]>(userId, key);
        if (kept) setMessages((was) => was ?? kept.value);
        setError(caught);
      }
    },
    [trainee.cohortId, trainee.id, mentorId, userId, key],
  );
  useEffect(() => {
    const controller = new AbortController();
    void poll(controller.signal);
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void poll(controller.signal);
    }, POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && void poll(controller.signal);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onVisible);
    return () => {
      controller.abort();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onVisible);
    };
  }, [poll]);
  // The mentor's messages shown on screen are read: told to the server (best effort: offline, again
  // once back online), then the chat is read again with their new status.
  const online = useOnline();
  const unread = (messages ?? []).filter(isUnreadFromMentor).map((m) => m.id).join(',');
  useEffect(() => {
    if (!unread || !online || document.visibilityState !== 'visible') return;
    const controller = new AbortController();
    markMessagesRead(trainee.id, mentorId, controller.signal).then(
      () => void poll(controller.signal),
      () => undefined,
    );
    return () => controller.abort();
  }, [unread, online, trainee.id, mentorId, poll]);
  return { messages, error, poll };
}

function Chat({ mentor }: { mentor: Mentor }) {
  const { t, lang, msg } = useI18n();
  const { trainee } = useLms();
  const { messages, error, poll } = useConversation(mentor.id);
  const queued = (useSubmissions(MESSAGE_GROUP) ?? NONE).filter((s) => s.group === messageGroup(mentor.id));
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [gradient, setGradient] = useState<Gradient>(readStorageGradient);
  const settled = queued.filter((s) => s.state !== 'waiting');
  const settledIds = settled.map((s) => s.id).join(',');
  useEffect(() => {
    if (!settledIds) return;
    for (const s of settled) {
      if (s.state === 'refused') toast.error(sayMessage(s.message ?? 'An error occurred. Please try again.', lang, msg), { id: 'lms-message' });
      void dismissSubmission(s.id);
    }
    void poll();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per settled set
  }, [settledIds]);

  async function send() {
    if (busy) return;
    const checked = checkMessage(trainee.cohortId, trainee.id, text);
    if (!checked.ok) {
      toast.error(sayMessage(checked.problem.message, lang, msg), { id: 'lms-message' });
      return;
    }
    setBusy(true);
    try {
      await queueSubmission({
        group: messageGroup(mentor.id),
        files: [],
        method: 'POST',
        path: '/lms/messages',
        body: {
          cohortId: trainee.cohortId,
          traineeId: trainee.id,
          mentorId: mentor.id,
          sender: 'trainee',
          content: { kind: 'text', text: checked.text },
          status: 'sent',
          submissionId: newId(),
        },
        fileFields: {},
      });
      setText('');
    } catch {
      toast.error(sayMessage('An error occurred. Please try again.', lang, msg), { id: 'lms-message' });
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      if (text.trim() !== '') void send();
    }
  }

  const waiting = queued.filter((s) => s.state === 'waiting');
  const failure = error ? failureOf(error) : null;
  return (
    <div className={`card lms-chat lms-chat--g${gradient}`}>
      <div className="lms-chat__head">
        <h2 className="lms__subtitle">{t('lms.messages.with', { name: mentor.name })}</h2>
        <fieldset className="lms-chat__colours">
          <legend>{t('lms.messages.colours')}</legend>
          {GRADIENTS.map((g) => (
            <label key={g} className={`lms-chat__swatch lms-chat__swatch--g${g}`}>
              <input
                type="radio"
                name="lms-gradient"
                checked={gradient === g}
                onChange={() => {
                  saveGradient(g);
                  setGradient(g);
                }}
              />
              <span className="sr-only">{t('lms.messages.colour', { number: g })}</span>
            </label>
          ))}
        </fieldset>
      </div>
      {messages === null && !error ? <p className="lms__hint">{t('lms.loading')}</p> : null}
      {failure && messages === null ? <p className="lms__hint">{failure.kind === 'offline' ? t('lms.offlineFirst') : sayMessage(failure.english, lang, msg)}</p> : null}
      <ol className="lms-chat__list" aria-live="polite" data-testid="lms-chat">
        {messages !== null && messages.length === 0 && waiting.length === 0 ? <li className="lms__hint">{sayMessage('Messages not found', lang, msg)}</li> : null}
        {(messages ?? []).map((m) => (
          <li key={m.id} className={m.sender === 'trainee' ? 'lms-bubble lms-bubble--mine' : 'lms-bubble'}>
            <p className="lms-bubble__text">{m.content.text}</p>
            <time className="lms-bubble__time" dateTime={new Date(m.createdAt * 1000).toISOString()}>
              {showUtc(m.createdAt)}
            </time>
          </li>
        ))}
        {waiting.map((s) => (
          <li key={s.id} className="lms-bubble lms-bubble--mine lms-bubble--waiting">
            <p className="lms-bubble__text">{String((s.body.content as { text?: string } | undefined)?.text ?? '')}</p>
            <span className="lms-bubble__time">{t('lms.waiting')}</span>
          </li>
        ))}
      </ol>
      <div className="lms-chat__send">
        <label className="sr-only" htmlFor="lms-chat-text">
          {t('lms.messages.type')}
        </label>
        <textarea id="lms-chat-text" className="input lms-chat__text" rows={2} value={text} placeholder={t('lms.messages.type')} onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} />
        <button type="button" className="button" onClick={() => void send()} disabled={busy} aria-busy={busy}>
          {busy ? t('lms.messages.sending') : t('lms.messages.send')}
        </button>
      </div>
    </div>
  );
}
