/** PDF (opens it in a new tab) and, where the phone can share files, Share: the PDF is made on the phone. */
import { useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { TOAST_ID } from './CreateModal';
import { canShareFiles, openPdf, sharePdf } from './pdf';

interface PdfButtonsProps {
  file: () => Promise<File>;
  title: string;
  label?: string;
}

export function PdfButtons({ file, title, label }: PdfButtonsProps) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);

  async function run(share: boolean) {
    setBusy(true);
    try {
      const made = await file();
      if (share && canShareFiles(made)) await sharePdf(made, title);
      else if (!openPdf(made)) toast.error(t('documents.view.popupBlocked'), { id: TOAST_ID });
    } catch (failure) {
      if (!(failure instanceof DOMException && failure.name === 'AbortError')) {
        toast.error(t('documents.view.pdfFailed', { message: failure instanceof Error ? failure.message : String(failure) }), { id: TOAST_ID });
      }
    } finally {
      setBusy(false);
    }
  }

  const shareable = typeof navigator.share === 'function' && typeof navigator.canShare === 'function';
  return (
    <>
      <button type="button" className="button button--small button--secondary" disabled={busy} onClick={() => void run(false)}>
        {label ?? t('documents.view.pdf')}
      </button>
      {shareable ? (
        <button type="button" className="button button--small button--secondary" disabled={busy} onClick={() => void run(true)}>
          {t('documents.view.share')}
        </button>
      ) : null}
    </>
  );
}
