import { useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { fileObjectUrl } from './api';
import { previewKind, type Submission } from './wire';

/** A submission's file shown in the page (image, PDF, video), fetched with the session's token. */
export function SubmissionFile({ submission, name }: { submission: Submission; name: string }) {
  const { t } = useI18n();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const kind = previewKind(submission);

  useEffect(() => {
    if (!submission.fileUrl) return undefined;
    const controller = new AbortController();
    let made: string | null = null;
    fileObjectUrl(submission.fileUrl, controller.signal).then(
      (objectUrl) => {
        made = objectUrl;
        setUrl(objectUrl);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [submission.fileUrl]);

  if (kind === 'text') return <p className="coach-answer">{submission.value}</p>;
  if (failed) return <p className="muted" role="alert">{t('coach.queue.fileFailed')}</p>;
  if (!url) return <p className="muted">{t('coach.queue.fileLoading')}</p>;
  return (
    <div className="coach-file">
      {kind === 'image' ? <img src={url} alt={name} /> : null}
      {kind === 'pdf' ? <iframe src={url} title={name} /> : null}
      {kind === 'video' ? <video src={url} controls preload="metadata" aria-label={name} /> : null}
      <a href={url} target="_blank" rel="noopener noreferrer">
        {t('coach.queue.openFile')}
      </a>
    </div>
  );
}
