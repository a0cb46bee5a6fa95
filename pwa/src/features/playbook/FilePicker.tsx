import { useId, useRef } from 'react';
import { useI18n } from '../../lib/i18n';

/** What the server takes (core `UploadKind::PlaybookFile`): pictures, PDF, Word, Excel, PowerPoint. */
export const ACCEPT = 'image/*,.pdf,.doc,.docx,.xlsx,.pptx';

interface FilePickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

/** Optional files for a reply or a feedback: several may be added, each can be removed. */
export function FilePicker({ files, onChange, disabled }: FilePickerProps) {
  const { t } = useI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="field pb-files">
      <label className="field__label" htmlFor={id}>
        {t('pb.files.label')}
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {t('pb.files.accept')}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={ACCEPT}
        className="input input--file"
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          if (chosen.length) onChange([...files, ...chosen]);
          event.target.value = '';
        }}
      />
      {files.length > 0 ? (
        <ul className="pb-files__list" aria-label={t('pb.files.chosen', { count: files.length })}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="pb-files__item">
              <span className="pb-files__name">{file.name}</span>
              <button
                type="button"
                className="button button--ghost pb-files__remove"
                onClick={() => onChange(files.filter((_, at) => at !== index))}
                aria-label={t('pb.files.remove', { name: file.name })}
                disabled={disabled}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
