import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { useTitle } from '../../components/useTitle';
import { emptyMessage, playbookMessage } from '../../lib/core-playbook';
import { useI18n } from '../../lib/i18n';
import { chaptersRead, sessionsRead } from './api';
import { Loaded, ProgressBar, useStatusLabel } from './parts';
import { pairPath, sessionPath } from './paths';
import { usePair } from './usePair';
import { useKept } from '../../lib/useKeptRead';
import { inLang, progressOf, type Chapter } from './wire';
import './advisor.css';

/** Section 8: a playbook not assigned to the pair is answered as not found. */
const PLAYBOOK_NOT_FOUND = 'Selected Playbook detail not found. Select a playbook to proceed';

/** /advisor/pairs/:pairId/playbooks/:playbookId: the playbook's chapters with their sessions, on one page. */
export function PlaybookPage() {
  const { t, lang } = useI18n();
  const statusLabel = useStatusLabel();
  const { pairId = '', playbookId = '' } = useParams();
  const { read, pair, missing } = usePair(pairId);
  const assigned = pair?.playbooks.find((p) => p.id === playbookId) ?? null;
  const title = assigned ? inLang(assigned.name, lang) : t('advisor.playbooks');
  useTitle(title);
  const chapters = useKept(useMemo(() => (assigned ? chaptersRead(playbookId) : null), [assigned, playbookId]));
  const progress = pair ? progressOf(pair, playbookId) : null;
  return (
    <section className="page page--medium advisor">
      <p className="advisor__back">
        <Link to={pairPath(pairId)}>← {pair?.entrepreneurName || t('advisor.back')}</Link>
      </p>
      <Loaded read={read}>
        {() =>
          !pair || !assigned || !progress ? (
            <EmptyState title={missing ?? playbookMessage(PLAYBOOK_NOT_FOUND, lang)} />
          ) : (
            <>
              <header className="card">
                <h1>{title}</h1>
                <p className="advisor-pair__since">{pair.entrepreneurName}</p>
                <ProgressBar
                  percent={progress.stateNumber}
                  status={progress.status}
                  label={t('advisor.progressName', { playbook: title })}
                  statusLabel={statusLabel(progress.status)}
                />
              </header>
              <Loaded read={chapters}>
                {(list) =>
                  list.length === 0 ? (
                    <EmptyState title={emptyMessage('chapters', lang)} />
                  ) : (
                    <ol className="advisor-chapters">
                      {list.map((chapter) => (
                        <ChapterSessions key={chapter.id} chapter={chapter} pairId={pairId} current={progress.sessionId} />
                      ))}
                    </ol>
                  )
                }
              </Loaded>
            </>
          )
        }
      </Loaded>
    </section>
  );
}

function ChapterSessions({ chapter, pairId, current }: { chapter: Chapter; pairId: string; current: string | null }) {
  const { t, lang } = useI18n();
  const sessions = useKept(useMemo(() => sessionsRead(chapter.id), [chapter.id]));
  const headingId = `chapter-${chapter.id}`;
  return (
    <li className="card advisor-chapter" aria-labelledby={headingId}>
      <h2 id={headingId}>{inLang(chapter.name, lang)}</h2>
      <Loaded read={sessions} rows={2}>
        {(list) =>
          list.length === 0 ? (
            <p>{emptyMessage('sessions', lang)}</p>
          ) : (
            <ol className="advisor-sessions">
              {list.map((session, index) => (
                <li key={session.id}>
                  <Link className="advisor-sessions__link" to={sessionPath(pairId, session.id)} aria-current={session.id === current ? 'step' : undefined}>
                    <span className="advisor-sessions__number">{t('advisor.sessionOf', { position: index + 1 })}</span>
                    <span className="advisor-sessions__name">{inLang(session.name, lang)}</span>
                    {session.id === current ? <span className="advisor-badge">{t('advisor.here')}</span> : null}
                  </Link>
                </li>
              ))}
            </ol>
          )
        }
      </Loaded>
    </li>
  );
}
