import { useEffect, useId, useRef, useState } from 'react';
import { UploadProgress } from '../../components/UploadProgress';
import { dismissSubmission, queueSubmission, useSubmission } from '../../lib/files';
import { useI18n } from '../../lib/i18n';
import { useOnline } from '../../lib/useOnline';
import { MEDIA_KIND, MEDIA_PATH, type Media } from './api';
import { useSay } from './useSay';

/** What a course file may be (core's `lmsMedia`: audio, PDF, pictures; the server checks the content). */
const ACCEPT = 'audio/*,.mp3,.m4a,.ogg,.oga,.wav,.weba,.webm,application/pdf,.pdf,image/jpeg,image/png';

const isMedia = (value: unknown): value is Media =>
  typeof value === 'object' && value !== null && typeof (value as Media).link === 'string' && typeof (value as Media).sizeBytes === 'number';

interface MediaUploadProps {
  /** The resource's name for screen readers. */
  name: string;
  /** The file queue's group of the file being uploaded, or null. */
  group: string | null;
  /** A new group to queue a file under. */
  newGroup: () => string;
  onQueued: (group: string) => void;
  /** The server stored the file: its link and size. */
  onStored: (media: Media) => void;
  /** The upload was refused and its message read: the resource is free again. */
  onCleared: () => void;
}

/**
 * "Upload a file": the file goes up through the file queue (resumable, kept on the device until the
 * server has it), then `POST /lms/team/media` stores it as course media and answers its link and
 * size, which fill the resource.
 */
export function MediaUpload({ name, group, newGroup, onQueued, onStored, onCleared }: MediaUploadProps) {
  const { t } = useI18n();
  const { sayFailure } = useSay();
  const online = useOnline();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    const next = newGroup();
    setProblem(null);
    try {
      await queueSubmission({ group: next, files: [{ kind: MEDIA_KIND, name: file.name, blob: file }], method: 'POST', path: MEDIA_PATH, body: {}, fileFields: { upload: 0 } });
      onQueued(next);
    } catch (failure) {
      setProblem(sayFailure(failure));
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="course-ed__upload">
      {group ? (
        <Following group={group} name={name} onStored={onStored} onCleared={onCleared} />
      ) : (
        <>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            disabled={!online}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <label htmlFor={`${id}-file`} className={`button button--secondary button--small${online ? '' : ' course-ed__off'}`} aria-label={t('courseEditor.uploadFor', { name })}>
            {t('courseEditor.upload')}
          </label>
          <p className="field__hint">{t('courseEditor.uploadHint')}</p>
          {problem ? (
            <p className="course-ed__refusal" role="alert">
              {problem}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

/** A queued file: how far it is, then its link handed over once stored; a refusal said until dismissed. */
function Following({ group, name, onStored, onCleared }: { group: string; name: string; onStored: (media: Media) => void; onCleared: () => void }) {
  const { t, msg } = useI18n();
  const view = useSubmission(group);
  const submission = view.submission;
  const stored = submission?.state === 'sent' && isMedia(submission.data) ? submission.data : null;
  const storedRef = useRef(onStored);
  useEffect(() => {
    storedRef.current = onStored;
  });
  useEffect(() => {
    if (!stored || !submission) return;
    storedRef.current(stored);
    void dismissSubmission(submission.id);
  }, [stored, submission]);

  if (submission === undefined) return null;
  if (submission === null || (submission.state === 'sent' && !stored)) {
    // Gone from the queue (another tab took it) or stored without a link: choose the file again.
    return (
      <button type="button" className="button button--secondary button--small" onClick={onCleared}>
        {t('courseEditor.uploadAgain')}
      </button>
    );
  }
  if (submission.state === 'refused') {
    return (
      <div>
        <p className="course-ed__refusal" role="alert">
          {msg(submission.message ?? '')}
        </p>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => {
            void dismissSubmission(submission.id);
            onCleared();
          }}
        >
          {t('courseEditor.uploadAgain')}
        </button>
      </div>
    );
  }
  const fileName = view.files[0]?.name ?? '';
  return (
    <UploadProgress
      id={`${group}-progress`}
      percent={view.percent}
      label={t('courseEditor.uploadingFor', { name })}
      text={view.sending ? t('courseEditor.uploading', { file: fileName, percent: view.percent }) : t('courseEditor.uploadWaiting', { file: fileName })}
    />
  );
}
