import { useState, type FormEvent } from 'react';
import { useI18n } from '../../lib/i18n';
import { errorMessage } from '../../lib/errors';
import { dismissReview } from './api';
import { Dialog } from './Dialog';
import { ReviewSummary } from './ReviewSummary';
import type { Resolved, Review } from './wire';

interface DismissDialogProps {
  review: Review;
  onDone: (resolved: Resolved) => void;
  onClose: () => void;
}

/** Dismissing a payment with the reason kept with it; the server checks the reason and words any refusal. */
export function DismissDialog({ review, onDone, onClose }: DismissDialogProps) {
  const { t, msg } = useI18n();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      onDone(await dismissReview(review.id, reason));
    } catch (error) {
      setRefusal(errorMessage(error));
      setBusy(false);
    }
  }

  return (
    <Dialog id="pr-dismiss" title={t('reviews.dismissTitle')} busy={busy} onClose={onClose}>
      <form className="form pr-dialog__body" onSubmit={submit} noValidate>
        <ReviewSummary review={review} />
        <p className="muted">{t('reviews.dismissLead')}</p>
        <div className={refusal ? 'field field--error' : 'field'}>
          <label className="field__label" htmlFor="pr-dismiss-reason">
            {t('reviews.reason')}
          </label>
          <textarea
            id="pr-dismiss-reason"
            className="input pr-textarea"
            rows={3}
            value={reason}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? 'pr-dismiss-refusal' : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setRefusal(null);
            }}
          />
        </div>
        {refusal ? (
          <p className="form__result form__result--error" id="pr-dismiss-refusal" role="alert">
            {msg(refusal)}
          </p>
        ) : null}
        <div className="pr-dialog__footer">
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            {t('reviews.cancel')}
          </button>
          <button type="submit" className="button button--danger" disabled={busy} aria-busy={busy}>
            {busy ? t('reviews.working') : t('reviews.confirmDismiss')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
