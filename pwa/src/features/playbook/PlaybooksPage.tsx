import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { shortId } from '../../lib/core';
import { advisorLabel, playbooksMessage } from '../../lib/core-playbook';
import { useI18n } from '../../lib/i18n';
import type { Pair } from './api';
import { Frame } from './Frame';
import { BASE, continuePath, playbookPath, telLink } from './paths';
import { ProgressBar } from './ProgressBar';
import { ReadState } from './ReadState';
import { useChosenPair } from './usePairs';

/**
 * /dashboard/playbook/playbooks: 'My Playbooks' of the pair in use (spec 001 section 2.3): pairId,
 * name, playbook, email, phone and each playbook's progress and status; a table on a wide screen,
 * a card per playbook on a phone. The pair and every message come from core.
 */
export function PlaybooksPage() {
  const { t, lang } = useI18n();
  const { pairs, choice } = useChosenPair();
  return (
    <Frame title={t('pb.playbooks.title')} keptAt={pairs.data?.keptAt ?? null} wide>
      <ReadState read={pairs}>
        {(list) => {
          if (!choice) return null;
          if (!choice.ok) {
            return (
              <EmptyState
                title={choice.message}
                action={
                  list.length > 0 ? (
                    <Link className="button" to={`${BASE}/advisors`}>
                      {t('pb.playbooks.chooseAdvisor')}
                    </Link>
                  ) : undefined
                }
              />
            );
          }
          const pair = choice.value;
          const none = playbooksMessage(pair.assignedPlaybooks.length, lang);
          if (none) return <EmptyState title={none} />;
          return <PlaybookTable pair={pair} label={advisorLabel(list.indexOf(pair), lang)} />;
        }}
      </ReadState>
    </Frame>
  );
}

function PlaybookTable({ pair, label }: { pair: Pair; label: string }) {
  const { t, lang } = useI18n();
  const columns = {
    pair: t('pb.col.pair'),
    name: t('pb.col.name'),
    playbook: t('pb.col.playbook'),
    email: t('pb.col.email'),
    phone: t('pb.col.phone'),
    progress: t('pb.col.progress'),
    open: t('pb.col.open'),
  };
  return (
    <div className="table-wrap card pb-table">
      <table className="data-table">
        <caption className="sr-only">{t('pb.playbooks.caption', { label })}</caption>
        <thead>
          <tr>
            {Object.values(columns).map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pair.assignedPlaybooks.map((playbook) => {
            const name = playbook.name[lang] || playbook.name.en;
            const progress = pair.progress.find((one) => one.playbookId === playbook.id);
            const started = progress !== undefined && progress.status !== 'pending';
            return (
              <tr key={playbook.id} data-playbook={playbook.id}>
                <td data-label={columns.pair}>
                  <code title={pair._id}>{shortId(pair._id, 6)}</code>
                </td>
                <td data-label={columns.name}>
                  <span>
                    {label}
                    {pair.advisorName ? <span className="pb-table__sub">{pair.advisorName}</span> : null}
                  </span>
                </td>
                <td data-label={columns.playbook}>
                  <Link to={playbookPath(playbook.id)} className="pb-table__playbook">
                    {name}
                  </Link>
                </td>
                <td data-label={columns.email}>
                  <a href={`mailto:${pair.advisorMail}`} className="pb-table__break">
                    {pair.advisorMail}
                  </a>
                </td>
                <td data-label={columns.phone}>
                  <span>{pair.advisorWaap ? <a href={telLink(pair.advisorWaap)}>{pair.advisorWaap}</a> : '—'}</span>
                </td>
                <td data-label={columns.progress}>
                  <ProgressBar progress={progress} name={name} />
                </td>
                <td data-label={columns.open}>
                  <Link className="button button--small pb-table__go" to={continuePath(playbook.id, progress)} aria-label={t(started ? 'pb.playbooks.continueName' : 'pb.playbooks.startName', { name })}>
                    {t(started ? 'pb.playbooks.continue' : 'pb.playbooks.start')}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
