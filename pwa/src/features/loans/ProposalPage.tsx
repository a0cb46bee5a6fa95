import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { useTitle } from '../../components/useTitle';
import { ApiError } from '../../lib/api';
import { checkProposal, loanText } from '../../lib/core-loans';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { getToken } from '../../lib/session';
import { UPLOAD_FAILED, UPLOAD_UNKNOWN, UploadError, uploadWithProgress } from '../../lib/upload';
import { useSession } from '../../lib/useSession';
import { proposalLinkOf, saveProposal } from './api';
import { ApplySteps, FUND_STEPS } from './ApplySteps';
import { proposalDraft } from './drafts';
import { useResume } from './hooks';
import { isResumePrevious, SAVE_PROPOSAL_FAILED } from './messages';
import { TOAST_ID } from './parts';
import { useLoanMsg } from './useLoanMsg';
import './loans.css';

/** Core tells a Word or PDF document by its first bytes; 64 KB are plenty. */
const HEAD_BYTES = 64 * 1024;
const ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const FUND_PATH = '/dashboard/consumer-credit/apply/fund';

/** /dashboard/consumer-credit/apply/proposal: the loan proposal (Word or PDF), uploaded with progress. */
export function ProposalPage() {
  const { t } = useI18n();
  const loanMsg = useLoanMsg();
  const navigate = useNavigate();
  const session = useSession();
  const userId = session?.user.user_id ?? '';
  const resume = useResume(userId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A file uploaded earlier whose link could not be saved: sent again without uploading again.
  const [uploaded, setUploaded] = useState(() => proposalDraft.load(userId));
  useTitle(t('loans.proposal.title'));

  if (!session) return null;
  const busy = progress !== null || saving;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFile(null);
    setFileError(null);
    setFailure(null);
    if (!chosen) return;
    const head = new Uint8Array(await chosen.slice(0, HEAD_BYTES).arrayBuffer());
    const problem = checkProposal(head, chosen.size);
    if (problem) {
      setFileError(problem);
      event.target.value = '';
      return;
    }
    setFile(chosen);
    // A refusal of an earlier choice no longer applies (and would follow the client to the next step).
    toast.dismiss(TOAST_ID);
  }

  function fail(text: string) {
    setFailure(text);
    toast.error(loanMsg(text), { id: TOAST_ID });
  }

  async function upload(chosen: File): Promise<string | null> {
    const form = new FormData();
    form.append('proposal', chosen, chosen.name);
    setProgress(0);
    try {
      const result = await uploadWithProgress({
        method: 'POST',
        url: `/api/media/proposal/${encodeURIComponent(userId)}`,
        body: form,
        token: getToken(),
        onProgress: setProgress,
      });
      const link = proposalLinkOf(result.body);
      if (!link) {
        fail(UPLOAD_UNKNOWN);
        return null;
      }
      const draft = { proposalLink: link, fileName: chosen.name };
      proposalDraft.save(userId, draft);
      setUploaded(draft);
      return link;
    } catch (error) {
      fail(error instanceof UploadError ? error.message : UPLOAD_FAILED);
      return null;
    } finally {
      setProgress(null);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    setFailure(null);
    if (fileError) {
      toast.error(loanMsg(fileError), { id: TOAST_ID });
      return;
    }
    if (!file && !uploaded) {
      toast.error(loanMsg(loanText('selectProposal')), { id: TOAST_ID });
      return;
    }
    const link = file ? await upload(file) : uploaded?.proposalLink ?? null;
    if (!link) return;
    setSaving(true);
    try {
      await saveProposal(userId, link);
      proposalDraft.clear();
      void navigate(FUND_PATH);
    } catch (error) {
      const text = errorMessage(error);
      if (isResumePrevious(text)) {
        toast.error(loanMsg(text), { id: TOAST_ID });
        await resume().catch(() => undefined);
        return;
      }
      // The server's refusal when it gives one; the spec's text when the call itself failed.
      fail(error instanceof ApiError && error.kind === 'http' && error.status < 500 ? text : SAVE_PROPOSAL_FAILED);
    } finally {
      setSaving(false);
    }
  }

  const shownError = fileError ? loanMsg(fileError) : tried && !file && !uploaded ? loanMsg(loanText('selectProposal')) : null;

  return (
    <section className="page page--narrow">
      <ApplySteps steps={FUND_STEPS} current="proposal" />
      <div className="card">
        <h1>{t('loans.proposal.title')}</h1>
        <p className="muted">{t('loans.proposal.lead')}</p>
        <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
          <div className={shownError ? 'field field--error' : 'field'}>
            <label className="field__label" htmlFor="proposal-file">
              {t('loans.proposal.file')}
            </label>
            <input
              id="proposal-file"
              name="proposal"
              type="file"
              className="input input--file"
              accept={ACCEPT}
              disabled={busy}
              aria-invalid={shownError ? true : undefined}
              aria-describedby="proposal-file-message"
              onChange={(event) => void choose(event)}
            />
            <p className={shownError ? 'field__message' : 'field__hint'} id="proposal-file-message">
              {shownError ?? t('loans.proposal.hint')}
            </p>
          </div>
          {uploaded && !file ? (
            <p className="notice-inline" role="status">
              {t('loans.proposal.uploaded', { name: uploaded.fileName })}
            </p>
          ) : null}
          {progress !== null ? (
            <div className="progress">
              <progress id="proposal-progress" max={100} value={progress} aria-label={t('loans.proposal.progress')} />
              <span className="progress__text" role="status">
                {t('loans.proposal.uploading', { percent: progress })}
              </span>
            </div>
          ) : null}
          {failure ? (
            <p className="form__result form__result--error" role="alert">
              {loanMsg(failure)}
            </p>
          ) : null}
          <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
            {progress !== null
              ? t('loans.proposal.uploading', { percent: progress })
              : saving
                ? t('loans.saving')
                : t('loans.proposal.submit')}
          </button>
        </form>
      </div>
    </section>
  );
}
