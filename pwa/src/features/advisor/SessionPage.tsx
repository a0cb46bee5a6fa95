import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { CoreHtml } from '../../components/CoreHtml';
import { EmptyState } from '../../components/EmptyState';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';
import { sessionRead } from './api';
import { FeedbackTab } from './FeedbackTab';
import { Loaded, ProgressBar, useStatusLabel } from './parts';
import { plainText } from './plainText';
import { isSessionTab, pairPath, playbookPath, sessionPath, type SessionTab } from './paths';
import { Tabs } from './Tabs';
import { TasksTab } from './TasksTab';
import { ToolsTab } from './ToolsTab';
import { usePair } from './usePair';
import { useKept } from '../../lib/useKeptRead';
import { inLang, progressOf, type Pair, type Session } from './wire';
import './advisor.css';

/**
 * /advisor/pairs/:pairId/sessions/:sessionId[?tab=tasks|feedback]: the session's information, then
 * its Tools checklist (ticked by the advisor), Tasks (set by the advisor, answered by the
 * entrepreneur) and Feedback (both sides) for the pair.
 */
export function SessionPage() {
  const { t, lang } = useI18n();
  const { pairId = '', sessionId = '' } = useParams();
  const { read: pairs, pair, missing } = usePair(pairId);
  const session = useKept(useMemo(() => sessionRead(sessionId), [sessionId]));
  useTitle(session.data ? inLang(session.data.name, lang) : t('advisor.title'));
  const playbookId = session.data?.playbookId ?? '';
  return (
    <section className="page page--medium advisor">
      <p className="advisor__back">
        <Link to={playbookId ? playbookPath(pairId, playbookId) : pairPath(pairId)}>← {t('advisor.back')}</Link>
      </p>
      <Loaded read={pairs}>
        {() =>
          pair ? (
            <Loaded read={session} rows={5}>
              {(data) => <SessionWork pair={pair} session={data} onTick={pairs.reload} />}
            </Loaded>
          ) : (
            <EmptyState title={missing ?? ''} />
          )
        }
      </Loaded>
    </section>
  );
}

function SessionWork({ pair, session, onTick }: { pair: Pair; session: Session; onTick: () => void }) {
  const { t, lang } = useI18n();
  const statusLabel = useStatusLabel();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: SessionTab = isSessionTab(asked) ? asked : 'tools';
  const playbook = pair.playbooks.find((p) => p.id === session.playbookId);
  const progress = progressOf(pair, session.playbookId);
  const playbookName = playbook ? inLang(playbook.name, lang) : '';
  const html = session.infoHtml ? inLang(session.infoHtml, lang) : '';
  // Open beside the work on a tablet or laptop; on a phone one tap away, so the tabs come first.
  const [infoOpen, setInfoOpen] = useState(() => window.matchMedia('(min-width: 720px)').matches);
  const choose = (name: SessionTab) => {
    const next = new URL(sessionPath(pair.id, session.id, name), window.location.origin);
    setSearch(next.searchParams, { replace: true });
  };
  return (
    <>
      <header className="card advisor-session">
        <p className="advisor-session__context">
          {pair.entrepreneurName}
          {playbookName ? ` · ${playbookName}` : ''}
        </p>
        <h1>{inLang(session.name, lang)}</h1>
        <ProgressBar
          percent={progress.stateNumber}
          status={progress.status}
          label={t('advisor.progressName', { playbook: playbookName })}
          statusLabel={statusLabel(progress.status)}
        />
        <details className="advisor-session__info" open={infoOpen} onToggle={(event) => setInfoOpen(event.currentTarget.open)}>
          <summary>{t('advisor.sessionInfo')}</summary>
          {html ? <CoreHtml html={html} /> : <p className="advisor-plain">{plainText(inLang(session.info, lang))}</p>}
        </details>
      </header>
      <div className="card">
        <Tabs
          id="advisor-session"
          label={t('advisor.tabs')}
          current={tab}
          onChange={choose}
          tabs={[
            { name: 'tools', label: t('advisor.tabTools') },
            { name: 'tasks', label: t('advisor.tabTasks') },
            { name: 'feedback', label: t('advisor.tabFeedback') },
          ]}
        >
          {tab === 'tools' ? <ToolsTab pairId={pair.id} sessionId={session.id} onTick={onTick} /> : null}
          {tab === 'tasks' ? <TasksTab pairId={pair.id} sessionId={session.id} /> : null}
          {tab === 'feedback' ? <FeedbackTab pairId={pair.id} sessionId={session.id} /> : null}
        </Tabs>
      </div>
    </>
  );
}
