import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { UploadProgress } from '../../components/UploadProgress';
import { checkStepValue, overviewMaxChars, stepByNameOrSlug, steps, videoGuidance, type Step } from '../../lib/core-onboarding';
import { errorMessage } from '../../lib/errors';
import { dismissSubmission, queueSubmission, useSubmission } from '../../lib/files';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { UPLOAD_FAILED } from '../../lib/upload';
import { useOnline } from '../../lib/useOnline';
import { sendText, stepPath, type OnboardingState } from './api';
import { OnboardingFrame, useFollowPath } from './OnboardingFrame';
import { groupFor } from './stepFlow';
import { useOnboarding, useSay } from './useOnboarding';

const TOAST_ID = 'onboarding-step';

/**
 * /dashboard/onboarding/apply/{slug}: one of the 14 steps, as core's step list describes it. A file
 * goes through the file queue (kept on the phone offline, sent when online); the overview is sent as
 * text. Once saved, the state is read again and its path says where to go next.
 */
export function StepPage() {
  const { t, lang } = useI18n();
  const { slug = '' } = useParams();
  const step = stepByNameOrSlug(slug);
  const remote = useOnboarding();
  if (!step) return <EmptyState title={t('onb.failed')} />;
  return (
    <OnboardingFrame remote={remote} title={step.label[lang]} current={step.name}>
      {(state) => (
        <StepForm key={step.name} step={step} state={state} userId={remote.userId ?? ''} reload={remote.reload} loading={remote.loading} />
      )}
    </OnboardingFrame>
  );
}

interface StepFormProps {
  step: Step;
  state: OnboardingState;
  userId: string;
  reload: () => void;
  /** The state is being read again. */
  loading: boolean;
}

function StepForm({ step, state, userId, reload, loading }: StepFormProps) {
  const { t, lang } = useI18n();
  const say = useSay();
  const online = useOnline();
  const queued = useSubmission(groupFor(step.name));
  const record = state.steps.find((s) => s.name === step.name);
  const rejected = record?.state === 'rejected';
  const submission = queued.submission;
  const waiting = submission?.state === 'waiting';
  useFollowPath(state, step.route, rejected || waiting);

  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const handled = useRef<string | null>(null);

  // The overview stays busy until the state read again moves the person on (or fails to load).
  useEffect(() => {
    if (!loading) setSending(false);
  }, [loading]);

  // The queued file settled (here, in another tab, or while the page was closed): move on.
  useEffect(() => {
    if (!submission || submission.state === 'waiting' || handled.current === submission.id) return;
    handled.current = submission.id;
    void dismissSubmission(submission.id);
    if (submission.state === 'sent') {
      toast.success(say(submission.message ?? 'Saved'), { id: TOAST_ID });
      reload();
    } else {
      const message = submission.message ?? UPLOAD_FAILED;
      setError(message);
      toast.error(say(message), { id: TOAST_ID });
    }
  }, [submission, say, reload]);

  const isText = step.accepts === 'text';
  const busy = sending || waiting || submission === undefined;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // Core's message for an empty value: 'Upload …' for a file, the overview's own for its text.
    const problem = isText ? checkStepValue(step.name, text) : file ? null : step.missingMessage;
    setError(problem);
    if (problem) return;
    setSending(true);
    try {
      if (isText) {
        const answer = await sendText(userId, step.name, text.trim());
        toast.success(say(answer.message ?? 'Saved'), { id: TOAST_ID });
        // The state read again moves the person to its path, as after a file.
        reload();
        return;
      }
      if (file) {
        if (submission) await dismissSubmission(submission.id);
        await queueSubmission({
          group: groupFor(step.name),
          files: [{ kind: step.uploadKind ?? '', name: file.name, blob: file }],
          method: 'POST',
          path: stepPath(userId),
          body: { step: step.name },
          fileFields: { value: 0 },
        });
      }
      setSending(false);
    } catch (failure) {
      const message = errorMessage(failure);
      setError(message);
      toast.error(say(message), { id: TOAST_ID });
      setSending(false);
    }
  }

  const max = overviewMaxChars();
  const fieldId = `onb-${step.slug}`;
  const shownError = error ? say(error) : null;
  const progressText = online ? t('onb.uploading', { percent: queued.percent }) : t('onb.offline');

  return (
    <div className="card">
      <p className="muted">{t('onb.stepOf', { n: step.index + 1, total: steps().length })}</p>
      <h1>{step.label[lang]}</h1>
      {rejected && record?.reason ? (
        <div className="onb-rejected" role="alert">
          <p>{t('onb.rejected')}</p>
          <p className="onb-rejected__reason">{record.reason}</p>
        </div>
      ) : null}
      {step.accepts === 'video' ? <p>{say(videoGuidance())}</p> : null}
      <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
        <div className={shownError ? 'field field--error' : 'field'}>
          <label className="field__label" htmlFor={fieldId}>
            {isText ? step.label[lang] : t('onb.fileLabel')}
          </label>
          {isText ? (
            <textarea
              id={fieldId}
              className="input onb-textarea"
              rows={8}
              maxLength={max}
              value={text}
              disabled={busy}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={`${fieldId}-hint${shownError ? ` ${fieldId}-message` : ''}`}
              onChange={(event) => setText(event.target.value)}
            />
          ) : (
            <input
              id={fieldId}
              type="file"
              className="input input--file"
              accept={step.acceptAttribute}
              disabled={busy}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={`${fieldId}-hint${shownError ? ` ${fieldId}-message` : ''}`}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setError(null);
              }}
            />
          )}
          <p className="field__hint" id={`${fieldId}-hint`}>
            {isText ? t('onb.chars', { count: text.length, max }) : t(`onb.accepts.${step.accepts}` as MessageKey)}
          </p>
          {shownError ? (
            <p className="field__message" id={`${fieldId}-message`}>
              {shownError}
            </p>
          ) : null}
        </div>
        {waiting ? (
          <>
            <p className="muted">{t('onb.waitingFile', { name: queued.files[0]?.name ?? '' })}</p>
            <UploadProgress id={`${fieldId}-progress`} percent={queued.percent} label={t('onb.uploadProgress')} text={progressText} />
          </>
        ) : null}
        <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
          {waiting ? (online ? t('onb.uploading', { percent: queued.percent }) : t('onb.waiting')) : rejected ? t('onb.sendAgain') : t('onb.save')}
        </button>
      </form>
    </div>
  );
}
