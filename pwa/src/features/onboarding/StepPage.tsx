import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { UploadProgress } from '../../components/UploadProgress';
import {
  checkStepValue,
  checkVideoSeconds,
  overviewMaxChars,
  stepByNameOrSlug,
  steps,
  videoGuidance,
  type Step,
} from '../../lib/core-onboarding';
import { errorMessage } from '../../lib/errors';
import { checkVideoLength, dismissSubmission, queueSubmission, useSubmission } from '../../lib/files';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { UPLOAD_FAILED } from '../../lib/upload';
import { useOnline } from '../../lib/useOnline';
import { stepPath } from './api';
import { OnboardingFrame, useFollowPath } from './OnboardingFrame';
import { groupFor, STEP_CHAIN, type ShownState } from './overlay';
import { TOAST_ID, useOnboarding, useSay } from './useOnboarding';

/**
 * /dashboard/onboarding/apply/{slug}: one of the 14 steps, as core's step list describes it. The file
 * (or the overview's text) goes through the file queue: kept on the phone, sent in the background,
 * in order. Once queued the step counts as sent (overlay.ts) and the state's path moves the person on
 * at once, online or not; a step the server refuses is kept, and the path leads back here to show
 * why and choose again.
 */
export function StepPage() {
  const { t, lang } = useI18n();
  const { slug = '' } = useParams();
  const step = stepByNameOrSlug(slug);
  const remote = useOnboarding();
  if (!step) return <EmptyState title={t('onb.failed')} />;
  return (
    <OnboardingFrame remote={remote} title={step.label[lang]} current={step.name}>
      {(state) => <StepForm key={step.name} step={step} state={state} userId={remote.userId ?? ''} />}
    </OnboardingFrame>
  );
}

interface StepFormProps {
  step: Step;
  state: ShownState;
  userId: string;
}

function StepForm({ step, state, userId }: StepFormProps) {
  const { t, lang } = useI18n();
  const say = useSay();
  const online = useOnline();
  const queued = useSubmission(groupFor(step.name));
  const record = state.steps.find((s) => s.name === step.name);
  const rejected = record?.state === 'rejected';
  const refusal = state.refused[step.name];
  const submission = queued.submission;
  const waiting = submission?.state === 'waiting';
  // A step sent back by the team, or refused by the server, is this page's until chosen again.
  useFollowPath(state, step.route, rejected || refusal !== undefined);

  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

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
      // A video longer than the server takes is refused here, before a byte is queued.
      const tooLong = file && step.accepts === 'video' ? await checkVideoLength(file, checkVideoSeconds) : null;
      if (tooLong) {
        setError(tooLong);
        setSending(false);
        return;
      }
      if (submission) await dismissSubmission(submission.id);
      // A new step goes after the earlier new ones (the server takes them strictly forward); a step
      // sent back by the team may go whenever.
      const chain = rejected ? undefined : { name: STEP_CHAIN, order: step.index };
      await queueSubmission({
        group: groupFor(step.name),
        files: isText || !file ? [] : [{ kind: step.uploadKind ?? '', name: file.name, blob: file }],
        method: 'POST',
        path: stepPath(userId),
        body: isText ? { step: step.name, value: text.trim() } : { step: step.name },
        fileFields: isText ? {} : { value: 0 },
        ...(chain ? { chain } : {}),
      });
      // The queue changed: the state counts this step as sent and its path moves the person on.
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
  const shownError = error ? say(error) : refusal !== undefined ? say(refusal || UPLOAD_FAILED) : null;
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
          {waiting
            ? online
              ? t('onb.uploading', { percent: queued.percent })
              : t('onb.waiting')
            : rejected || refusal !== undefined
              ? t('onb.sendAgain')
              : t('onb.save')}
        </button>
      </form>
    </div>
  );
}
