import { toast } from '../../lib/toast';
import { ExternalLink } from '../../components/ExternalLink';
import { errorMessage } from '../../lib/errors';
import { openPendingTab, showBlobIn, storedFileId } from '../../lib/fileDownload';
import { useI18n } from '../../lib/i18n';
import { storedFile } from './api';

/**
 * Opens a stored file (GET /api/files/{fileId}, with the bearer token) in a new tab. A link that is
 * not a stored file of ours is opened as it is.
 */
export function OpenFileButton({ fileId, link, label }: { fileId?: string; link?: string | null; label: string }) {
  const { msg } = useI18n();
  const id = fileId ?? storedFileId(link);
  if (!id) {
    return link ? (
      <ExternalLink href={link} className="button button--secondary button--small">
        {label}
      </ExternalLink>
    ) : null;
  }
  const open = () => {
    const tab = openPendingTab();
    storedFile(id).then(
      (blob) => showBlobIn(tab, blob),
      (error: unknown) => {
        tab?.close();
        toast.error(msg(errorMessage(error)));
      },
    );
  };
  return (
    <button type="button" className="button button--secondary button--small" onClick={open}>
      {label}
    </button>
  );
}
