import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';
import { loadOrKept } from '../../lib/lastKnown';
import { useSession } from '../../lib/useSession';
import { alertsRead, pairsRead, tasksRead } from './api';
import { attentionList, countByPair, currentSessions, type AttentionItem, type SessionTasks } from './attention';
import { showDay } from './due';
import { PairCard } from './PairCard';
import { Loaded } from './parts';
import { pairPath, sessionPath } from './paths';
import { useKept } from '../../lib/useKeptRead';
import { inLang, type Pair } from './wire';
import './advisor.css';

/**
 * /advisor/overview, "My entrepreneurs": every pair (contact, paired since, each playbook's
 * progress) and, first, what needs the advisor (attention.ts). Read from the server, or the copy
 * kept on this device when offline.
 */
export function OverviewPage() {
  const { t } = useI18n();
  useTitle(t('advisor.title'));
  const pairs = useKept(useMemo(pairsRead, []));
  return (
    <section className="page page--medium advisor">
      <header className="page__header">
        <h1>{t('advisor.title')}</h1>
        <p>{t('advisor.lead')}</p>
      </header>
      <Loaded read={pairs} rows={4}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t('advisor.noPairs')} text={t('advisor.noPairsText')} />
          ) : (
            <Overview pairs={list} />
          )
        }
      </Loaded>
    </section>
  );
}

function Overview({ pairs }: { pairs: Pair[] }) {
  const { t } = useI18n();
  const alerts = useKept(useMemo(alertsRead, []));
  const sessions = useSessionTasks(pairs);
  const items = useMemo(
    () => attentionList(pairs, alerts.data ?? [], sessions, Math.floor(Date.now() / 1000)),
    [pairs, alerts.data, sessions],
  );
  const counts = countByPair(items);
  return (
    <>
      <section className="card advisor-attention" aria-labelledby="advisor-attention">
        <h2 id="advisor-attention">{t('advisor.attention')}</h2>
        {items.length === 0 ? (
          <p>{t('advisor.attentionNone')}</p>
        ) : (
          <ul className="advisor-attention__list">
            {items.map((item) => (
              <AttentionRow key={item.key} item={item} pairs={pairs} />
            ))}
          </ul>
        )}
      </section>
      <ul className="advisor-pairs">
        {pairs.map((pair) => (
          <li key={pair.id}>
            <PairCard pair={pair} attention={counts.get(pair.id) ?? 0} link />
          </li>
        ))}
      </ul>
    </>
  );
}

function AttentionRow({ item, pairs }: { item: AttentionItem; pairs: readonly Pair[] }) {
  const { t, lang } = useI18n();
  const pair = pairs.find((p) => p.id === item.pairId);
  const name = pair?.entrepreneurName || pair?.entrepreneurMail || '';
  let text: string;
  switch (item.kind) {
    case 'reply':
      text = t('advisor.attentionReply', { name });
      break;
    case 'feedback':
      text = t('advisor.attentionFeedback', { name });
      break;
    case 'overdue':
      text = t('advisor.attentionOverdue', { name, topic: item.title, date: showDay(item.at) });
      break;
    case 'notStarted': {
      const playbook = pair?.playbooks.find((p) => p.id === item.playbookId);
      text = t('advisor.attentionNotStarted', { name, playbook: playbook ? inLang(playbook.name, lang) : item.title });
      break;
    }
  }
  const to = item.sessionId ? sessionPath(item.pairId, item.sessionId, item.kind === 'feedback' ? 'feedback' : item.kind === 'notStarted' ? 'tools' : 'tasks') : pairPath(item.pairId);
  return (
    <li className={`advisor-attention__item advisor-attention__item--${item.kind}`}>
      <span>{text}</span>
      <Link className="button button--small" to={to} aria-label={`${t('advisor.open')}: ${text}`}>
        {t('advisor.open')}
      </Link>
    </li>
  );
}

/**
 * The tasks of the session each playbook of each pair is at (kept offline like the rest); a read
 * that fails leaves that session out (the list says only what is known).
 */
function useSessionTasks(pairs: readonly Pair[]): SessionTasks[] {
  const userId = useSession()?.user.user_id ?? '';
  const [read, setRead] = useState<SessionTasks[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const wanted = currentSessions(pairs);
    void Promise.all(
      wanted.map(async (one): Promise<SessionTasks | null> => {
        const tasks = tasksRead(one.sessionId, one.pairId);
        try {
          const loaded = await loadOrKept(userId, tasks.key, () => tasks.load(controller.signal));
          return { ...one, tasks: loaded.value };
        } catch {
          return null;
        }
      }),
    ).then((all) => {
      if (!controller.signal.aborted) setRead(all.filter((one): one is SessionTasks => one !== null));
    });
    return () => controller.abort();
  }, [pairs, userId]);
  return read;
}
