import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { chapterOfPath, emptyMessage } from '../../lib/core-playbook';
import { useI18n } from '../../lib/i18n';
import { oldestKept } from '../../lib/lastKnown';
import { fetchChapters, fetchSessions, keys } from './api';
import { BackLink } from './BackLink';
import { Frame } from './Frame';
import { BASE, playbookPath, sessionPath } from './paths';
import { ProgressBar } from './ProgressBar';
import { ReadState } from './ReadState';
import { useKept } from '../../lib/useKept';
import { usePlaybookOfPair } from './usePlaybook';

/** /dashboard/playbook/book/{play_id}/chapter/{chap_id}: the chapter's sessions (spec 001 section 2.3). */
export function SessionsPage() {
  const { t, lang } = useI18n();
  const { pathname } = useLocation();
  const ids = chapterOfPath(pathname, lang);
  const playbookId = ids.ok ? ids.value.playbookId : null;
  const chapterId = ids.ok ? ids.value.chapterId : null;
  const sessions = useKept(chapterId ? keys.sessions(chapterId) : null, (signal) => fetchSessions(chapterId ?? '', signal));
  const chapters = useKept(playbookId ? keys.chapters(playbookId) : null, (signal) => fetchChapters(playbookId ?? '', signal));
  const playbook = usePlaybookOfPair(playbookId);
  if (!ids.ok) {
    return (
      <Frame title={t('pb.sessions.title')} before={<BackLink to={`${BASE}/playbooks`} label={t('pb.chapters.back')} />}>
        <EmptyState title={ids.message} />
      </Frame>
    );
  }
  const chapter = chapters.data?.value.find((one) => one._id === ids.value.chapterId);
  const title = chapter ? chapter.name[lang] || chapter.name.en : t('pb.sessions.title');
  return (
    <Frame
      title={title}
      before={<BackLink to={playbookPath(ids.value.playbookId)} label={playbook.name ? t('pb.sessions.backTo', { name: playbook.name }) : t('pb.sessions.back')} />}
      keptAt={oldestKept(sessions.data?.keptAt, chapters.data?.keptAt, playbook.pairs.data?.keptAt)}
    >
      {playbook.pair ? <ProgressBar captioned progress={playbook.progress} name={playbook.name ?? title} /> : null}
      <h2 className="pb__subtitle">{t('pb.sessions.title')}</h2>
      <ReadState read={sessions}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={emptyMessage('sessions', lang)} />
          ) : (
            <ol className="pb-list">
              {list.map((session) => (
                <li key={session._id}>
                  <Link className="card pb-list__link" to={sessionPath(ids.value.playbookId, ids.value.chapterId, session._id)}>
                    <span className="pb-list__number">{t('pb.sessions.session', { n: session.position })}</span>
                    <span className="pb-list__name">{session.name[lang] || session.name.en}</span>
                  </Link>
                </li>
              ))}
            </ol>
          )
        }
      </ReadState>
    </Frame>
  );
}
