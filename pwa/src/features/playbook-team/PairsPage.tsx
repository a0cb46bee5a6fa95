import { useMemo } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { KeptNote } from '../../components/KeptNote';
import { RecordList, type Column } from '../../components/RecordList/RecordList';
import { useTitle } from '../../components/useTitle';
import { formatDate } from '../../lib/core';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { fetchPairs, PAIRS_KEY, type Pair } from './api';
import { playbooksLine, progressOf, textIn } from './pairs';
import { NewPairPanel } from './NewPairPanel';
import { ProgressLine } from './ProgressLine';
import { useKept } from './useKept';
import { useSay } from './useSay';
import { useTeamBase } from './useTeamBase';
import './team.css';

/**
 * /coach/pairs (and /super-admin/pairs): every advisory pair, with its playbooks' progress and since
 * when they are paired; cards on a phone, a table wider, a filter by name or e-mail. Offline, the
 * pairs as they were last read.
 */
export function PairsPage() {
  const { t, lang, msg } = useI18n();
  const say = useSay();
  const base = useTeamBase();
  const pairs = useKept(PAIRS_KEY, fetchPairs);
  useTitle(t('pbTeam.title'));

  const columns = useMemo(
    (): Column<Pair>[] => [
      { key: 'entrepreneur', header: t('pbTeam.entrepreneur'), text: (p) => p.entrepreneurName, card: 'title' },
      { key: 'entrepreneurMail', header: t('pbTeam.entrepreneurMail'), text: (p) => p.entrepreneurMail, card: 'detail' },
      { key: 'entrepreneurPhone', header: t('pbTeam.entrepreneurPhone'), text: (p) => p.entrepreneurPhone ?? '', screen: false },
      {
        key: 'advisor',
        header: t('pbTeam.advisor'),
        text: (p) => `${p.advisorName} ${p.advisorMail}`,
        cell: (p) => (
          <span className="pb-team__person">
            {p.advisorName}
            <span className="muted">{p.advisorMail}</span>
          </span>
        ),
        card: 'detail',
      },
      { key: 'advisorPhone', header: t('pbTeam.advisorPhone'), text: (p) => p.advisorWaap, screen: false },
      {
        key: 'playbooks',
        header: t('pbTeam.playbooks'),
        text: (p) => playbooksLine(p, lang, say) || t('pbTeam.noPlaybooks'),
        cell: (p) =>
          p.assignedPlaybooks.length === 0 ? (
            <span className="muted">{t('pbTeam.noPlaybooks')}</span>
          ) : (
            <ul className="pb-team__books">
              {p.assignedPlaybooks.map((playbook) => {
                const name = textIn(playbook.name, lang);
                return (
                  <li key={playbook.id}>
                    <span className="pb-team__book-name">{name}</span>
                    <ProgressLine name={name} progress={progressOf(p, playbook.id)} />
                  </li>
                );
              })}
            </ul>
          ),
        card: 'detail',
      },
      { key: 'since', header: t('pbTeam.pairedSince'), text: (p) => formatDate(p.createdAt), card: 'date' },
    ],
    [t, lang, say],
  );

  const kept = pairs.data?.keptAt ?? null;
  return (
    <section className="page pb-team">
      <header className="page__header">
        <h1>{t('pbTeam.title')}</h1>
        <p className="muted">{t('pbTeam.lead')}</p>
      </header>
      <NewPairPanel />
      {kept !== null ? <KeptNote at={kept} say={(when) => t('pbTeam.kept', { when })} /> : null}
      {pairs.error && !pairs.data ? (
        <EmptyState
          title={`${t('pbTeam.failed')} ${msg(errorMessage(pairs.error))}`}
          action={
            <button type="button" className="button" onClick={pairs.reload}>
              {t('pbTeam.retry')}
            </button>
          }
        />
      ) : (
        <RecordList
          title={t('pbTeam.title')}
          fileName="advisory-pairs"
          columns={columns}
          rows={pairs.data?.value ?? null}
          error={null}
          empty={
            <EmptyState
              title={t('pbTeam.none')}
              text={t('pbTeam.noneText')}
            />
          }
          rowKey={(p) => p._id}
          open={(p) => ({ to: `${base}/${p._id}`, label: t('pbTeam.open') })}
        />
      )}
    </section>
  );
}
