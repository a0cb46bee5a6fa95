import { useState } from 'react';
import { saveBlob } from '../../lib/fileDownload';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/useOnline';
import { fetchExport, type CourseClass } from './api';
import { courseZip, slugOf } from './exportZip';
import { useSay } from './useSay';
import { TOAST_ID } from './useSaving';

/** Downloads the course as its Markdown files in a .zip (the format the import reads). */
export function ExportButton({ course }: { course: CourseClass }) {
  const { t } = useI18n();
  const { sayFailure } = useSay();
  const online = useOnline();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const files = await fetchExport(course.id);
      const folder = slugOf(course.name.en);
      saveBlob(courseZip(files, folder), `${folder}.zip`);
      toast.success(t('courseEditor.exported'), { id: TOAST_ID });
    } catch (failure) {
      toast.error(sayFailure(failure), { id: TOAST_ID });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="button button--secondary" disabled={busy || !online} aria-busy={busy} onClick={() => void download()}>
      {busy ? t('courseEditor.exporting') : t('courseEditor.export')}
    </button>
  );
}
