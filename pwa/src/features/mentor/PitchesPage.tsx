import { useMemo, useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { useTitle } from '../../components/useTitle';
import { formatDate } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { pitchesRead } from './api';
import { CohortSelect, useCohortParam } from './Filters';
import { GradeForm } from './GradeForm';
import { GradeResult } from './SubmissionCard';
import { withGiven, type Given } from './graded';
import { useLms } from './lms';
import { FileDownload, Loaded } from './parts';
import { useKept } from '../../lib/useKeptRead';
import type { Pitch } from './wire';
import './mentor.css';

/** The ungraded decks first (oldest first), then the graded ones. */
const pitchesInOrder = (pitches: readonly Pitch[]): Pitch[] =>
  [...pitches].sort((a, b) => Number(a.score !== null) - Number(b.score !== null) || a.createdAt - b.createdAt);

/** /mentor/pitches: the trainees' pitch decks, each to download and grade (score 0 to 100, comment). */
export function PitchesPage() {
  const { t } = useI18n();
  useTitle(t('mentor.pitchesTitle'));
  useLms();
  const [cohortId, setCohortId] = useCohortParam();
  const read = useKept(useMemo(() => pitchesRead(cohortId), [cohortId]));
  const [given, setGiven] = useState<ReadonlyMap<string, Given>>(new Map());
  return (
    <section className="page page--medium mentor">
      <header className="page__header">
        <h1>{t('mentor.pitchesTitle')}</h1>
        <p className="muted">{t('mentor.pitchesLead')}</p>
      </header>
      <div className="mentor-filters">
        <CohortSelect value={cohortId} onChange={setCohortId} />
      </div>
      <Loaded read={read} rows={3}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState title={t('mentor.noPitches')} text={t('mentor.noPitchesText')} />
          ) : (
            <div className="mentor-items">
              {pitchesInOrder(withGiven(items, given, 'all')).map((pitch) => (
                <PitchCard
                  key={pitch.id}
                  pitch={pitch}
                  onGraded={(score, comment) => setGiven((was) => new Map(was).set(pitch.id, { score, comment, at: Math.floor(Date.now() / 1000) }))}
                />
              ))}
            </div>
          )
        }
      </Loaded>
    </section>
  );
}

function PitchCard({ pitch, onGraded }: { pitch: Pitch; onGraded: (score: number, comment: string) => void }) {
  const { t } = useI18n();
  const titleId = `mentor-pitch-${pitch.id}`;
  return (
    <article className="card mentor-item" aria-labelledby={titleId}>
      <h2 id={titleId} className="mentor-item__title">
        {pitch.traineeName} · {t('mentor.pitchNumber', { number: pitch.number })}
      </h2>
      <p className="mentor-item__meta">
        <span>{t('mentor.submittedOn', { date: formatDate(pitch.createdAt) })}</span>
      </p>
      <FileDownload url={pitch.url} name={pitch.fileName || `pitch-${pitch.number}`} />
      <GradeResult score={pitch.score} comment={pitch.comment} gradedAt={pitch.gradedAt} />
      {pitch.score === null ? <GradeForm what="pitches" id={pitch.id} onGraded={onGraded} /> : null}
    </article>
  );
}
