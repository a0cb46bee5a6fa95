import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { SelectField } from '../../components/Field';
import { useTitle } from '../../components/useTitle';
import { checkRequired } from '../../lib/core';
import { checkIdentityImage, identityTypes } from '../../lib/core-profile';
import { useI18n } from '../../lib/i18n';
import { getToken } from '../../lib/session';
import { useSession } from '../../lib/useSession';
import { SetupStages } from './SetupStages';
import { UPLOAD_FAILED, UploadError, uploadWithProgress } from '../../lib/upload';

/** One toast for the setup steps: a step's message replaces the previous one. */
const TOAST_ID = 'profile-setup';

interface Chosen {
  file: File;
  preview: string;
}

/** /dashboard/profile/setup/identity: the identity type, the ID document image and a passport photo. */
export function IdentityPage() {
  const { t, msg } = useI18n();
  const navigate = useNavigate();
  const session = useSession();
  const [identityType, setIdentityType] = useState('');
  const [documentImage, setDocumentImage] = useState<Chosen | null>(null);
  const [passport, setPassport] = useState<Chosen | null>(null);
  const [documentError, setDocumentError] = useState<string | null>(null);
  const [passportError, setPassportError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useTitle(t('identity.title'));

  // Free the previews' memory when they are replaced or the page is left.
  useEffect(() => () => (documentImage ? URL.revokeObjectURL(documentImage.preview) : undefined), [documentImage]);
  useEffect(() => () => (passport ? URL.revokeObjectURL(passport.preview) : undefined), [passport]);

  if (!session) return null;
  const userId = session.user.user_id;
  const busy = progress !== null;

  /** Each image is checked by core (JPG or PNG by its content, at most 2 MB) as soon as it is chosen. */
  async function choose(
    event: ChangeEvent<HTMLInputElement>,
    set: (value: Chosen | null) => void,
    setError: (value: string | null) => void,
  ) {
    const file = event.target.files?.[0] ?? null;
    set(null);
    setError(null);
    setFailure(null);
    if (!file) return;
    const problem = checkIdentityImage(new Uint8Array(await file.arrayBuffer()));
    if (problem) {
      setError(problem);
      event.target.value = '';
      return;
    }
    set({ file, preview: URL.createObjectURL(file) });
  }

  const typeError = tried ? checkRequired(identityType) : null;
  /** Core's message for a refused image, else 'This field is required' while none is chosen. */
  const problemOf = (chosen: Chosen | null, error: string | null) => error ?? checkRequired(chosen?.file.name ?? '');
  const shownDocumentError = documentError ?? (tried ? problemOf(documentImage, null) : null);
  const shownPassportError = passportError ?? (tried ? problemOf(passport, null) : null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    const first = checkRequired(identityType) ?? problemOf(documentImage, documentError) ?? problemOf(passport, passportError);
    if (first || !documentImage || !passport) {
      toast.error(msg(first ?? UPLOAD_FAILED), { id: TOAST_ID });
      return;
    }
    const form = new FormData();
    form.append('identity_type', identityType);
    form.append('identification', documentImage.file, documentImage.file.name);
    form.append('passport', passport.file, passport.file.name);
    setFailure(null);
    setProgress(0);
    try {
      const result = await uploadWithProgress({
        method: 'PATCH',
        url: `/api/media/identity/${encodeURIComponent(userId)}`,
        body: form,
        token: getToken(),
        onProgress: setProgress,
      });
      toast.success(msg(result.message ?? 'Details updated'), { id: TOAST_ID });
      navigate('/dashboard/profile/setup/success');
    } catch (error) {
      const text = error instanceof UploadError ? error.message : UPLOAD_FAILED;
      setFailure(text);
      toast.error(msg(text), { id: TOAST_ID });
    } finally {
      setProgress(null);
    }
  }

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
            value={identityType}
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
            chosen={documentImage}
            error={shownDocumentError ? msg(shownDocumentError) : null}
            disabled={busy}
            onChange={(event) => void choose(event, setDocumentImage, setDocumentError)}
          />
          <ImageField
            id="identity-passport"
            label={t('identity.passport')}
            chosen={passport}
            error={shownPassportError ? msg(shownPassportError) : null}
            disabled={busy}
            onChange={(event) => void choose(event, setPassport, setPassportError)}
          />
          {progress !== null ? (
            <div className="progress">
              <progress id="identity-progress" max={100} value={progress} aria-label={t('identity.progress')} />
              <span className="progress__text" role="status">
                {t('identity.uploading', { percent: progress })}
              </span>
            </div>
          ) : null}
          {failure ? (
            <p className="form__result form__result--error" role="alert">
              {msg(failure)}
            </p>
          ) : null}
          <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
            {busy ? t('identity.uploading', { percent: progress ?? 0 }) : t('identity.submit')}
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
