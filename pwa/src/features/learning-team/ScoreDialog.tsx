import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../components/Field';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { saveTrainerScore, type Trainee } from './api';
import { TOAST_ID } from './NewCohortPanel';
import { useSay } from './say';

/** core's `GRADE_REQUIRED`: said before asking the server when nothing is typed. */
export const SCORE_REQUIRED = 'Enter a score from 0 to 100';

/**
 * The trainer's score of a trainee (a whole number from 0 to 100), entered in a dialog. The server
 * checks it with core's grade check and its refusal is said in the dialog.
 */
export function ScoreDialog({ trainee, onClose, onSaved }: { trainee: Trainee; onClose: () => void; onSaved: () => void }) {
  const { t } = useI18n();
  const { say, failure } = useSay();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [typed, setTyped] = useState(trainee.scores.trainer === null ? '' : String(trainee.scores.trainer));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    if (!typed.trim()) {
      setRefusal(say(SCORE_REQUIRED));
      return;
    }
    setBusy(true);
    try {
      const saved = await saveTrainerScore(trainee.traineeId, Number(typed));
      toast.success(say(saved.message), { id: TOAST_ID });
      onSaved();
    } catch (error) {
      setRefusal(failure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={dialog}
      className="lt__dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id={`${id}-title`}>{t('lmsTeam.scoreTitle', { name: trainee.name })}</h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          id={`${id}-score`}
          label={t('lmsTeam.trainerScoreLabel')}
          hint={t('lmsTeam.trainerScoreHint')}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {refusal ? (
          <p className="lt__refusal" role="alert">
            {refusal}
          </p>
        ) : null}
        <div className="lt__actions">
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {busy ? t('lmsTeam.working') : t('lmsTeam.saveScore')}
          </button>
          <button type="button" className="button button--secondary" disabled={busy} onClick={onClose}>
            {t('lmsTeam.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
