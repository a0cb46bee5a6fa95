import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { SelectField } from '../../components/Field';
import { UploadProgress } from '../../components/UploadProgress';
import { useTitle } from '../../components/useTitle';
import { checkRequired } from '../../lib/core';
import { checkIdentityImage, identityTypes } from '../../lib/core-profile';
import { dismissSubmission, preparePicture, queueSubmission, useSubmission, type QueuedFile } from '../../lib/files';
import { useI18n } from '../../lib/i18n';
import { UPLOAD_FAILED } from '../../lib/upload';
import { useOnline } from '../../lib/useOnline';
import { useSession } from '../../lib/useSession';
import { SetupStages } from './SetupStages';

/** One toast for the setup steps: a step's message replaces the previous one. */
const TOAST_ID = 'profile-setup';
/** The file queue's group of this step's request. */
const GROUP = 'identity';

interface Chosen {
  name: string;
  blob: Blob;
  preview: string;
}

/** The images of a request waiting in the queue, shown again after a reload. */
function useQueuedPreviews(files: QueuedFile[]): [Chosen | null, Chosen | null] {
  const previews = useMemo(
    () => files.map((file) => ({ name: file.name, blob: file.blob, preview: URL.createObjectURL(file.blob) })),
    [files],
  );
  useEffect(() => () => previews.forEach((chosen) => URL.revokeObjectURL(chosen.preview)), [previews]);
  return [previews[0] ?? null, previews[1] ?? null];
}

/**
 * /dashboard/profile/setup/identity: the identity type, the ID document image and a passport photo.
 * Both images go through the file queue: they are kept on the phone, go up in chunks that carry on
 * after a cut connection or a reload, and the step is sent once both are up. Offline, the step is
 * kept the same way and the page says it will upload when the phone is back online; a reload shows
 * it waiting, and it completes whether or not the page is open.
 */
export function IdentityPage() {
  const { t, msg } = useI18n();
  const navigate = useNavigate();
  const session = useSession();
  const online = useOnline();
  const queued = useSubmission(GROUP);
  const [identityType, setIdentityType] = useState('');
  const [documentImage, setDocumentImage] = useState<Chosen | null>(null);
  const [passport, setPassport] = useState<Chosen | null>(null);
  const [documentError, setDocumentError] = useState<string | null>(null);
  const [passportError, setPassportError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** Pictures being scaled down as they are chosen: the step waits for them. */
  const [preparing, setPreparing] = useState(0);
  /** The file last chosen in each field: a slower one chosen before it is then dropped. */
  const lastChosen = useRef<Record<string, File>>({});
  const handled = useRef<string | null>(null);
  const [queuedDocument, queuedPassport] = useQueuedPreviews(queued.submission?.state === 'waiting' ? queued.files : []);
  useTitle(t('identity.title'));

  // Free the previews' memory when they are replaced or the page is left.
  useEffect(() => () => (documentImage ? URL.revokeObjectURL(documentImage.preview) : undefined), [documentImage]);
  useEffect(() => () => (passport ? URL.revokeObjectURL(passport.preview) : undefined), [passport]);

  // The queued step settled (here or in another tab, or while the page was closed): say so once.
  const submission = queued.submission;
  useEffect(() => {
    if (!submission || submission.state === 'waiting' || handled.current === submission.id) return;
    handled.current = submission.id;
    if (submission.state === 'sent') {
      toast.success(msg(submission.message ?? 'Details updated'), { id: TOAST_ID });
      void dismissSubmission(submission.id);
      navigate('/dashboard/profile/setup/success');
    } else {
      const text = submission.message ?? UPLOAD_FAILED;
      setFailure(text);
      toast.error(msg(text), { id: TOAST_ID });
    }
  }, [submission, msg, navigate]);

  if (!session) return null;
  const userId = session.user.user_id;
  const waiting = submission?.state === 'waiting';
  const busy = waiting || submission === undefined;
  const shownType = waiting && typeof submission.body.identity_type === 'string' ? submission.body.identity_type : identityType;
  const shownDocument = waiting ? queuedDocument : documentImage;
  const shownPassport = waiting ? queuedPassport : passport;

  /**
   * Each image is scaled down on the phone when it is over 400 KB (a camera photo), then checked by
   * core (JPG or PNG by its content, at most 2 MB) as soon as it is chosen.
   */
  async function choose(
    event: ChangeEvent<HTMLInputElement>,
    set: (value: Chosen | null) => void,
    setError: (value: string | null) => void,
  ) {
    const input = event.target;
    const file = input.files?.[0] ?? null;
    set(null);
    setError(null);
    setFailure(null);
    if (!file) return;
    lastChosen.current[input.id] = file;
    setPreparing((count) => count + 1);
    try {
      const picture = await preparePicture({ name: file.name, blob: file as Blob });
      const problem = checkIdentityImage(new Uint8Array(await picture.blob.arrayBuffer()));
      if (lastChosen.current[input.id] !== file) return;
      if (problem) {
        setError(problem);
        input.value = '';
        return;
      }
      set({ ...picture, preview: URL.createObjectURL(picture.blob) });
    } finally {
      setPreparing((count) => count - 1);
    }
  }

  const typeError = tried && !waiting ? checkRequired(identityType) : null;
  /** Core's message for a refused image, else 'This field is required' while none is chosen. */
  const problemOf = (chosen: Chosen | null, error: string | null) => error ?? checkRequired(chosen?.name ?? '');
  const shownDocumentError = documentError ?? (tried && !waiting ? problemOf(documentImage, null) : null);
  const shownPassportError = passportError ?? (tried && !waiting ? problemOf(passport, null) : null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || preparing > 0) return;
    setTried(true);
    const first = checkRequired(identityType) ?? problemOf(documentImage, documentError) ?? problemOf(passport, passportError);
    if (first || !documentImage || !passport) {
      toast.error(msg(first ?? UPLOAD_FAILED), { id: TOAST_ID });
      return;
    }
    setFailure(null);
    try {
      if (submission) await dismissSubmission(submission.id);
      await queueSubmission({
        group: GROUP,
        files: [
          { kind: 'identityImage', name: documentImage.name, blob: documentImage.blob },
          { kind: 'identityImage', name: passport.name, blob: passport.blob },
        ],
        method: 'PATCH',
        path: `/media/identity/${encodeURIComponent(userId)}/uploads`,
        body: { identity_type: identityType },
        fileFields: { identification: 0, passport: 1 },
      });
    } catch {
      setFailure(UPLOAD_FAILED);
      toast.error(msg(UPLOAD_FAILED), { id: TOAST_ID });
    }
  }

  const progressText = online ? t('identity.uploading', { percent: queued.percent }) : t('identity.offline');

  return (
    <section className="page page--narrow">
      <SetupStages current="identity" />
      <div className="card">
        <h1>{t('identity.title')}</h1>
        <p className="muted">{t('identity.lead')}</p>
        <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
          <SelectField
            id="identity-type"
            label={t('identity.type')}
            value={shownType}
            disabled={busy}
            error={typeError ? msg(typeError) : null}
            onChange={(event) => setIdentityType(event.target.value)}
          >
            <option value="">{t('setup.choose')}</option>
            {identityTypes().map((type) => (
              <option key={type} value={type}>
                {msg(type)}
              </option>
            ))}
          </SelectField>
          <ImageField
            id="identity-document"
            label={t('identity.document')}
            chosen={shownDocument}
            error={shownDocumentError ? msg(shownDocumentError) : null}
            disabled={busy}
            onChange={(event) => void choose(event, setDocumentImage, setDocumentError)}
          />
          <ImageField
            id="identity-passport"
            label={t('identity.passport')}
            chosen={shownPassport}
            error={shownPassportError ? msg(shownPassportError) : null}
            disabled={busy}
            onChange={(event) => void choose(event, setPassport, setPassportError)}
          />
          {waiting ? (
            <UploadProgress id="identity-progress" percent={queued.percent} label={t('identity.progress')} text={progressText} />
          ) : null}
          {failure ? (
            <p className="form__result form__result--error" role="alert">
              {msg(failure)}
            </p>
          ) : null}
          <button type="submit" className="button button--block" disabled={busy || preparing > 0} aria-busy={busy || preparing > 0}>
            {waiting ? t('identity.uploading', { percent: queued.percent }) : t('identity.submit')}
          </button>
        </form>
      </div>
    </section>
  );
}

interface ImageFieldProps {
  id: string;
  label: string;
  chosen: Chosen | null;
  error: string | null;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

function ImageField({ id, label, chosen, error, disabled, onChange }: ImageFieldProps) {
  const { t } = useI18n();
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={id}
        type="file"
        className="input input--file"
        accept="image/jpeg,image/png"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
        onChange={onChange}
      />
      {error ? (
        <p className="field__message" id={`${id}-message`}>
          {error}
        </p>
      ) : null}
      {chosen ? (
        <img className="upload-preview" src={chosen.preview} alt={t('identity.preview', { name: label })} />
      ) : null}
    </div>
  );
}
