import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { postGrade } from './api';
import { gradeProblem } from './lms';
import { sayFailure } from './say';

type Problems = Partial<Record<'score' | 'comment', string>>;

/**
 * A score from 0 to 100 and a comment, checked by core (`checkGrade`), then posted. A refusal shows
 * the server's message; a network failure says nothing was saved. `onGraded` gets the score sent.
 */
export function GradeForm({ what, id, onGraded }: { what: 'submissions' | 'pitches'; id: string; onGraded: (score: number, comment: string) => void }) {
  const { t, lang, msg } = useI18n();
  const [score, setScore] = useState('');
  const [comment, setComment] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const prefix = `mentor-grade-${id}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      const problem = await gradeProblem(score, comment, lang);
      if (problem) {
        const field = problem.field === 'comment' ? 'comment' : 'score';
        setProblems({ [field]: problem.message });
        document.getElementById(`${prefix}-${field}`)?.focus();
        return;
      }
      setProblems({});
      const given = Number(score.trim());
      await postGrade(what, id, { score: given, comment });
      toast.success(t('mentor.gradeSaved', { score: given }), { id: 'mentor-grade' });
      onGraded(given, comment.trim());
    } catch (error) {
      const text = sayFailure(error, lang, msg);
      if (error instanceof ApiError && error.kind === 'http') setRefusal(text);
      else toast.error(text, { id: 'mentor-grade' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="mentor-grade" onSubmit={(event) => void onSubmit(event)} noValidate>
      {refusal ? (
        <p className="mentor-refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="mentor-grade__fields">
        <div className={problems.score ? 'field field--error mentor-grade__score' : 'field mentor-grade__score'}>
          <label className="field__label" htmlFor={`${prefix}-score`}>
            {t('mentor.score')}
          </label>
          <input
            id={`${prefix}-score`}
            className="input"
            inputMode="numeric"
            autoComplete="off"
            value={score}
            aria-invalid={problems.score ? true : undefined}
            aria-describedby={problems.score ? `${prefix}-score-message` : undefined}
            onChange={(e) => setScore(e.target.value)}
          />
          {problems.score ? (
            <p id={`${prefix}-score-message`} className="field__message">
              {problems.score}
            </p>
          ) : null}
        </div>
        <div className={problems.comment ? 'field field--error mentor-grade__comment' : 'field mentor-grade__comment'}>
          <label className="field__label" htmlFor={`${prefix}-comment`}>
            {t('mentor.comment')}
          </label>
          <textarea
            id={`${prefix}-comment`}
            className="input"
            rows={2}
            value={comment}
            aria-invalid={problems.comment ? true : undefined}
            aria-describedby={problems.comment ? `${prefix}-comment-message` : undefined}
            onChange={(e) => setComment(e.target.value)}
          />
          {problems.comment ? (
            <p id={`${prefix}-comment-message`} className="field__message">
              {problems.comment}
            </p>
          ) : null}
        </div>
      </div>
      <button type="submit" className="button button--primary mentor-grade__submit" disabled={busy} aria-busy={busy}>
        {busy ? t('mentor.savingGrade') : t('mentor.saveGrade')}
      </button>
    </form>
  );
}
