import { useI18n } from '../../lib/i18n';
import { showDateTime } from '../../lib/nairobiTime';

/** Shown from the copy kept on the device: says so, and from when. */
export function KeptNote({ at }: { at: number }) {
  const { t } = useI18n();
  return (
    <p className="card course-ed__kept" role="status">
      {t('courseEditor.kept', { when: showDateTime(Math.floor(at / 1000)) })}
    </p>
  );
}
