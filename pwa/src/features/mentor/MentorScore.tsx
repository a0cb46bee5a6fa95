import { useMemo, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { showDateTime } from '../../lib/nairobiTime';
import { toast } from '../../lib/toast';
import { useKept } from '../../lib/useKeptRead';
import { gradeProblem } from './lms';
import { KeptNote } from './parts';
import { sayFailure } from './say';
import { currentEntry, putMentorScore, scoreEntriesRead } from './scoreEntries';

const FIELD = 'mentor-score';

/**
 * The mentor's own score item for a trainee (docs/lms.md: `mentor`, 0 to 100): the value saved now,
 * and a field to enter it, checked by core's grade check ('Enter a score from 0 to 100', 'The score
 * is a whole number from 0 to 100') before it is sent with `PUT …/score-entries/mentor`. A refusal
 * shows the server's message; nothing is kept to send later (the score is entered online).
 */
export function MentorScore({ traineeId, name }: { traineeId: string; name: string }) {
  const { t, lang, msg } = useI18n();
  const read = useKept(useMemo(() => scoreEntriesRead(traineeId), [traineeId]));
  const [score, setScore] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current = read.data ? currentEntry(read.data, 'mentor') : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      const found = await gradeProblem(score, '', lang);
      if (found) {
        setProblem(found.message);
        document.getElementById(FIELD)?.focus();
        return;
      }
      setProblem(null);
      const given = Number(score.trim());
      await putMentorScore(traineeId, given);
      toast.success(t('mentor.scoreSaved', { score: given }), { id: 'mentor-score' });
      setScore('');
      read.reload();
    } catch (error) {
      const text = sayFailure(error, lang, msg);
      if (error instanceof ApiError && error.kind === 'http') setRefusal(text);
      else toast.error(text, { id: 'mentor-score' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card mentor-score" aria-labelledby="mentor-score-title">
      <h2 id="mentor-score-title">{t('mentor.mentorScore')}</h2>
      <p className="muted">{t('mentor.mentorScoreLead', { name })}</p>
      <KeptNote at={read.keptAt} />
      <p className="mentor-score__now" data-testid="mentor-score-now">
        {current
          ? t('mentor.mentorScoreNow', { score: current.score, date: showDateTime(current.createdAt) })
          : read.data
            ? t('mentor.mentorScoreNone')
            : read.loading
              ? t('mentor.loading')
              : t('mentor.mentorScoreUnread')}
      </p>
      <form className="mentor-grade" onSubmit={(event) => void onSubmit(event)} noValidate>
        {refusal ? (
          <p className="mentor-refusal" role="alert">
            {refusal}
          </p>
        ) : null}
        <div className={problem ? 'field field--error mentor-grade__score' : 'field mentor-grade__score'}>
          <label className="field__label" htmlFor={FIELD}>
            {t('mentor.score')}
          </label>
          <input
            id={FIELD}
            className="input"
            inputMode="numeric"
            autoComplete="off"
            value={score}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${FIELD}-message` : undefined}
            onChange={(e) => setScore(e.target.value)}
          />
          {problem ? (
            <p id={`${FIELD}-message`} className="field__message">
              {problem}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary mentor-grade__submit" disabled={busy} aria-busy={busy}>
          {busy ? t('mentor.savingGrade') : t('mentor.saveScore')}
        </button>
      </form>
    </section>
  );
}
