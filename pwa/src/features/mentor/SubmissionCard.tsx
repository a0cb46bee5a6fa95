import { ExternalLink } from '../../components/ExternalLink';
import { formatDate } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { answerView, type AnswerView } from './answers';
import { GradeForm } from './GradeForm';
import { FileDownload } from './parts';
import { inLang, type Submission } from './wire';

/** A submission to grade: the assignment, the trainee, each question with its answer, then the grade (or the form). */
export function SubmissionCard({ submission, onGraded }: { submission: Submission; onGraded: (score: number, comment: string) => void }) {
  const { t, lang } = useI18n();
  const titleId = `mentor-submission-${submission.id}`;
  return (
    <article className="card mentor-item" aria-labelledby={titleId}>
      <h2 id={titleId} className="mentor-item__title">
        {inLang(submission.assignmentTitle, lang)}
      </h2>
      <p className="mentor-item__meta">
        <strong>{submission.traineeName}</strong>
        <span>{t('mentor.submittedOn', { date: formatDate(submission.createdAt) })}</span>
      </p>
      <ol className="mentor-answers">
        {submission.tasks.map((task) => (
          <li key={task.key} className="mentor-answer">
            <p className="mentor-answer__question">
              <span className="muted">{t('mentor.question', { number: task.key })}</span> {inLang(task.text, lang)}
            </p>
            <AnswerShown view={answerView(task, submission.answers[task.key], submission.files, lang)} />
          </li>
        ))}
      </ol>
      <GradeResult score={submission.score} comment={submission.comment} gradedAt={submission.gradedAt} />
      {submission.score === null ? <GradeForm what="submissions" id={submission.id} onGraded={onGraded} /> : null}
    </article>
  );
}

function AnswerShown({ view }: { view: AnswerView }) {
  const { t } = useI18n();
  switch (view.kind) {
    case 'none':
      return <p className="mentor-answer__none">{t('mentor.noAnswer')}</p>;
    case 'text':
      return <p className="mentor-answer__text">{view.text}</p>;
    case 'list':
      return (
        <ul className="mentor-answer__list">
          {view.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'link':
      return (
        <p className="mentor-answer__text">
          <ExternalLink href={view.href}>{view.href}</ExternalLink>
        </p>
      );
    case 'file':
      return <FileDownload url={view.url} name={view.name} />;
  }
}

/** A graded item's score, comment and day. */
export function GradeResult({ score, comment, gradedAt }: { score: number | null; comment: string; gradedAt: number | null }) {
  const { t } = useI18n();
  if (score === null) return null;
  return (
    <div className="mentor-result" role="status">
      <p className="mentor-result__score">{t('mentor.gradedScore', { score })}</p>
      {comment ? <p className="mentor-result__comment">{comment}</p> : null}
      {gradedAt ? <p className="muted">{t('mentor.gradedOn', { date: formatDate(gradedAt) })}</p> : null}
    </div>
  );
}
