import { useI18n } from '../../lib/i18n';

interface RowActionsProps {
  /** The row's name for screen readers ("Meeting 2"). */
  name: string;
  index: number;
  count: number;
  onMove: (delta: number) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** Move up, move down and remove for a row of a list edited in a form (saved with the form). */
export function RowActions({ name, index, count, onMove, onRemove, disabled = false }: RowActionsProps) {
  const { t } = useI18n();
  return (
    <div className="course-ed__row-actions">
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={t('courseEditor.moveUpName', { name })}
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
      >
        <span aria-hidden="true">↑</span> {t('courseEditor.moveUp')}
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={t('courseEditor.moveDownName', { name })}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
      >
        <span aria-hidden="true">↓</span> {t('courseEditor.moveDown')}
      </button>
      <button type="button" className="button button--secondary button--small" aria-label={t('courseEditor.removeName', { name })} disabled={disabled} onClick={onRemove}>
        {t('courseEditor.remove')}
      </button>
    </div>
  );
}
