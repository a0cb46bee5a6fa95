/**
 * A picture of the profile (the business image or the logo): the one stored (read with the bearer
 * token while online), or the one just chosen, checked by its first bytes (JPG or PNG only, spec 002
 * section 5.3) and prepared on the phone (a photo scaled down; a logo made a small JPEG).
 */
import { useEffect, useState, type ChangeEvent } from 'react';
import { pictureType } from '../../lib/files/pictures';
import { prepareLogo, preparePicture } from '../../lib/files';
import { useI18n } from '../../lib/i18n';
import { useOnline } from '../../lib/useOnline';
import { pictureUrl, type ChosenPicture } from './api';

interface PictureFieldProps {
  id: string;
  label: string;
  kind: 'image' | 'logo';
  /** The stored picture's address, or null. */
  stored: string | null;
  chosen: ChosenPicture | null;
  /** Given: the field can choose a new picture. */
  onChoose?: (picture: ChosenPicture | null) => void;
  disabled?: boolean;
}

function useStoredPicture(address: string | null): string | null {
  const online = useOnline();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!address || !online) return;
    const controller = new AbortController();
    let made: string | null = null;
    pictureUrl(address, controller.signal).then(
      (objectUrl) => {
        made = objectUrl;
        setUrl(objectUrl);
      },
      () => setUrl(null),
    );
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [address, online]);
  return url;
}

function useChosenPreview(chosen: ChosenPicture | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!chosen) return setUrl(null);
    const made = URL.createObjectURL(chosen.blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [chosen]);
  return url;
}

export function PictureField({ id, label, kind, stored, chosen, onChoose, disabled }: PictureFieldProps) {
  const { t } = useI18n();
  const online = useOnline();
  const storedUrl = useStoredPicture(chosen ? null : stored);
  const preview = useChosenPreview(chosen);
  const [problem, setProblem] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const shown = preview ?? storedUrl;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setProblem(null);
    if (!file || !onChoose) return;
    if (pictureType(new Uint8Array(await file.slice(0, 8).arrayBuffer())) === null) {
      setProblem(t('invest.field.picture.notPicture'));
      event.target.value = '';
      return;
    }
    setPreparing(true);
    try {
      const picture = { name: file.name, blob: file as Blob };
      onChoose(await (kind === 'logo' ? prepareLogo(picture) : preparePicture(picture)));
    } finally {
      setPreparing(false);
    }
  }

  const empty = stored && !online ? t('invest.field.picture.offline') : t('invest.field.picture.none');
  return (
    <div className={problem ? 'field field--error invest-picture' : 'field invest-picture'}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className={`invest-picture__frame invest-picture__frame--${kind}`}>
        {shown ? <img src={shown} alt={label} /> : <span className="muted">{empty}</span>}
      </div>
      {onChoose ? (
        <>
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png"
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-message`}
            disabled={disabled || preparing}
            onChange={(event) => void choose(event)}
          />
          <p className={problem ? 'field__message' : 'field__hint'} id={`${id}-message`}>
            {problem ?? (chosen ? t('invest.field.picture.chosen', { name: chosen.name }) : t('invest.field.picture.hint'))}
          </p>
        </>
      ) : null}
    </div>
  );
}
