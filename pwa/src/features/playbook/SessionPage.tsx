import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { sessionOfPath } from '../../lib/core-playbook';
import { useI18n } from '../../lib/i18n';
import { oldestKept } from '../../lib/lastKnown';
import { useOnline } from '../../lib/useOnline';
import { useSession } from '../../lib/useSession';
import { fetchFeedback, fetchSession, fetchSessions, fetchTasks, fetchTools, keys } from './api';
import { AssignmentTab } from './AssignmentTab';
import { BackLink } from './BackLink';
import { FeedbackTab } from './FeedbackTab';
import { Frame } from './Frame';
import { Info } from './Info';
import { readSavedPair } from './pair';
import { BASE, chapterPath } from './paths';
import { ProgressBar } from './ProgressBar';
import { overlayFeedback, overlayTasks } from './queued';
import { ReadState } from './ReadState';
import { SideList } from './SideList';
import { Tabs } from '../../components/Tabs';
import { ToolsTab } from './ToolsTab';
import { useKept } from '../../lib/useKept';
import { usePlaybookOfPair } from './usePlaybook';
import { useWork } from './useWork';

type TabKey = 'tools' | 'assignment' | 'feedback';

/**
 * /dashboard/playbook/b/{play}/c/{chap}/s/{ses} (spec 001 section 2.3): the session's information,
 * the chapter's sessions beside it and three tabs, Tools, Assignment and Feedback. Core reads the
 * ids from the 9-piece path with the saved pair; every read is kept for airplane mode, and replies
 * and feedback wait in the file queue until there is a connection.
 */
export function SessionPage() {
  const { t, lang } = useI18n();
  const { pathname } = useLocation();
  const user = useSession()?.user;
  const userId = user?.user_id ?? '';
  const sender = useMemo(() => ({ userId, email: user?.email ?? '' }), [userId, user?.email]);
  const ids = sessionOfPath(pathname, readSavedPair(userId), lang);
  const v = ids.ok ? ids.value : null;
  const sessionId = v?.sessionId ?? '';
  const pairId = v?.pairId ?? '';
  const chapterId = v?.chapterId ?? '';

  const info = useKept(v ? keys.session(sessionId) : null, (signal) => fetchSession(sessionId, signal));
  const sessions = useKept(v ? keys.sessions(chapterId) : null, (signal) => fetchSessions(chapterId, signal));
  const tools = useKept(v ? keys.tools(sessionId, pairId) : null, (signal) => fetchTools(sessionId, pairId, signal));
  const tasks = useKept(v ? keys.tasks(sessionId, pairId) : null, (signal) => fetchTasks(sessionId, pairId, signal));
  const feedback = useKept(v ? keys.feedback(sessionId, pairId) : null, (signal) => fetchFeedback(sessionId, pairId, signal));
  const playbook = usePlaybookOfPair(v?.playbookId ?? null);
  const online = useOnline();

  const [tab, setTab] = useState<TabKey>('tools');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const taskList = tasks.data?.value;
  const taskIds = useMemo(() => (taskList ?? []).map((task) => task._id), [taskList]);
  const { reload: reloadTasks } = tasks;
  const { reload: reloadFeedback } = feedback;
  const { reload: reloadTools } = tools;
  const { reload: reloadPairs } = playbook.pairs;
  const refresh = useCallback(
    () => Promise.all([reloadTasks(), reloadFeedback(), reloadTools(), reloadPairs()]),
    [reloadTasks, reloadFeedback, reloadTools, reloadPairs],
  );
  const onFeedbackRefused = useCallback((message: string) => {
    setRefusal(message);
    setFormKey((key) => key + 1);
    setTab('feedback');
  }, []);
  const submissions = useWork({ userId, sessionId, taskIds, refresh, onFeedbackRefused });
  // Another session of the side list: a refusal shown was this one's.
  useEffect(() => setRefusal(null), [sessionId]);

  if (!v) {
    return (
      <Frame title={t('pb.session.title')}>
        <EmptyState
          title={ids.ok ? '' : ids.message}
          action={
            <span className="pb__actions">
              <Link className="button" to={`${BASE}/advisors`}>
                {t('pb.playbooks.chooseAdvisor')}
              </Link>
              <Link className="button button--secondary" to={`${BASE}/playbooks`}>
                {t('pb.playbooks.title')}
              </Link>
            </span>
          }
        />
      </Frame>
    );
  }

  const data = info.data?.value;
  const title = data ? data.name[lang] || data.name.en : t('pb.session.title');
  const tabs = [
    { key: 'tools', label: t('pb.tab.tools') },
    { key: 'assignment', label: t('pb.tab.assignment') },
    { key: 'feedback', label: t('pb.tab.feedback') },
  ] as const;
  const keptAt = oldestKept(info.data?.keptAt, sessions.data?.keptAt, tools.data?.keptAt, tasks.data?.keptAt, feedback.data?.keptAt);

  return (
    <Frame
      title={title}
      wide
      keptAt={keptAt}
      before={<BackLink to={chapterPath(v.playbookId, v.chapterId)} label={t('pb.session.back')} />}
    >
      {playbook.pair ? <ProgressBar captioned progress={playbook.progress} name={playbook.name ?? title} /> : null}
      <div className="pb-session">
        {sessions.data ? <SideList sessions={sessions.data.value} playbookId={v.playbookId} chapterId={v.chapterId} current={v.sessionId} /> : <div />}
        <div className="pb-session__main">
          <ReadState read={info} rows={2}>
            {(session) => <Info info={session.info} html={session.infoHtml} lang={lang} className="card pb-session__info" />}
          </ReadState>
          <Tabs variant="pb" tabs={tabs} current={tab} onChange={setTab} label={t('pb.tabs')}>
            {tab === 'tools' ? <ReadState read={tools}>{(list) => <ToolsTab tools={list} />}</ReadState> : null}
            {tab === 'assignment' ? (
              <ReadState read={tasks}>
                {(list) => <AssignmentTab tasks={overlayTasks(list, submissions)} sender={sender} submissions={submissions} sending={online} />}
              </ReadState>
            ) : null}
            {tab === 'feedback' ? (
              <ReadState read={feedback}>
                {(list) => (
                  <FeedbackTab
                    feedback={overlayFeedback(list, submissions, v.sessionId)}
                    sessionId={v.sessionId}
                    pairId={v.pairId}
                    sender={sender}
                    refusal={refusal}
                    formKey={formKey}
                    onQueued={() => setRefusal(null)}
                  />
                )}
              </ReadState>
            ) : null}
          </Tabs>
        </div>
      </div>
    </Frame>
  );
}
