import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { emptyMessage, playbookOfPath } from '../../lib/core-playbook';
import { useI18n } from '../../lib/i18n';
import { oldestKept } from '../../lib/lastKnown';
import { fetchChapters, keys } from './api';
import { BackLink } from './BackLink';
import { Frame } from './Frame';
import { BASE, chapterPath } from './paths';
import { ProgressBar } from './ProgressBar';
import { ReadState } from './ReadState';
import { useKept } from '../../lib/useKept';
import { usePlaybookOfPair } from './usePlaybook';

/**
 * /dashboard/playbook/playbook/{play_id}: the playbook's chapters, with a back button to My
 * Playbooks (spec 001 section 2.3). Core reads the id from the whole path (one piece up tried).
 */
export function ChaptersPage() {
  const { t, lang } = useI18n();
  const { pathname } = useLocation();
  const ids = playbookOfPath(pathname, lang);
  const playbookId = ids.ok ? ids.value : null;
  const chapters = useKept(playbookId ? keys.chapters(playbookId) : null, (signal) => fetchChapters(playbookId ?? '', signal));
  const playbook = usePlaybookOfPair(playbookId);
  const back = <BackLink to={`${BASE}/playbooks`} label={t('pb.chapters.back')} />;
  const title = playbook.name ?? t('pb.chapters.title');
  if (!ids.ok) {
    return (
      <Frame title={t('pb.chapters.title')} before={back}>
        <EmptyState title={ids.message} />
      </Frame>
    );
  }
  return (
    <Frame title={title} before={back} keptAt={oldestKept(chapters.data?.keptAt, playbook.pairs.data?.keptAt)}>
      {playbook.pair ? <ProgressBar captioned progress={playbook.progress} name={title} /> : null}
      <h2 className="pb__subtitle">{t('pb.chapters.title')}</h2>
      <ReadState read={chapters}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={emptyMessage('chapters', lang)} />
          ) : (
            <ol className="pb-list">
              {list.map((chapter) => (
                <li key={chapter._id}>
                  <Link className="card pb-list__link" to={chapterPath(ids.value, chapter._id)}>
                    <span className="pb-list__number">{t('pb.chapters.chapter', { n: chapter.position })}</span>
                    <span className="pb-list__name">{chapter.name[lang] || chapter.name.en}</span>
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
