import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { KeptNote } from '../../components/KeptNote';
import { Skeleton } from '../../components/Skeleton';
import { useTitle } from '../../components/useTitle';
import { formatDate } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/errors';
import { useOnline } from '../../lib/useOnline';
import { assignPlaybook, fetchPair, fetchPlaybooks, PLAYBOOKS_KEY, pairKey, unassignPlaybook, type AssignedPlaybook, type Pair, type PairSaved } from './api';
import { notAssigned, progressOf, textIn } from './pairs';
import { ProgressLine } from './ProgressLine';
import { useKept } from './useKept';
import { useSay } from './useSay';
import { useTeamBase } from './useTeamBase';
import './team.css';

const TOAST_ID = 'playbook-team';

/** /coach/pairs/{pairId}: the pair, its playbooks with their progress, assigning more and taking one back. */
export function PairPage() {
  const { t } = useI18n();
  const say = useSay();
  const base = useTeamBase();
  const { pairId = '' } = useParams();
  const pair = useKept(pairKey(pairId), (signal) => fetchPair(pairId, signal));
  const found = pair.data?.value ?? null;
  const title = found ? t('pbTeam.pairTitle', { entrepreneur: found.entrepreneurName, advisor: found.advisorName }) : t('pbTeam.title');
  useTitle(title);

  const back = (
    <Link className="pb-team__back" to={base}>
      <span aria-hidden="true">←</span>
      {t('pbTeam.back')}
    </Link>
  );
  if (!found) {
    return (
      <section className="page page--medium pb-team">
        {back}
        {pair.loading ? (
          <Skeleton rows={3} label={t('pbTeam.pairLoading')} />
        ) : (
          <EmptyState
            title={pair.error ? `${t('pbTeam.pairFailed')} ${say(errorMessage(pair.error))}` : t('pbTeam.pairFailed')}
            action={
              <button type="button" className="button" onClick={pair.reload}>
                {t('pbTeam.retry')}
              </button>
            }
          />
        )}
      </section>
    );
  }
  const data = found;
  return (
    <section className="page page--medium pb-team">
      {back}
      {pair.data?.keptAt != null ? <KeptNote at={pair.data.keptAt} say={(when) => t('pbTeam.kept', { when })} /> : null}
      <div className="card">
        <h1>{title}</h1>
        <dl className="details">
          <div className="details__row">
            <dt>{t('pbTeam.entrepreneur')}</dt>
            <dd>
              {data.entrepreneurName} <span className="muted pb-team__mail">{data.entrepreneurMail}</span>
            </dd>
          </div>
          {data.entrepreneurPhone ? (
            <div className="details__row">
              <dt>{t('pbTeam.entrepreneurPhone')}</dt>
              <dd>{data.entrepreneurPhone}</dd>
            </div>
          ) : null}
          <div className="details__row">
            <dt>{t('pbTeam.advisor')}</dt>
            <dd>
              {data.advisorName} <span className="muted pb-team__mail">{data.advisorMail}</span>
            </dd>
          </div>
          {data.advisorWaap ? (
            <div className="details__row">
              <dt>{t('pbTeam.advisorPhone')}</dt>
              <dd>{data.advisorWaap}</dd>
            </div>
          ) : null}
          <div className="details__row">
            <dt>{t('pbTeam.pairedSince')}</dt>
            <dd>{formatDate(data.createdAt)}</dd>
          </div>
        </dl>
      </div>
      <Playbooks
        pair={data}
        onSaved={(saved) => {
          pair.set(saved.data);
          toast.success(say(saved.msg), { id: TOAST_ID });
        }}
      />
    </section>
  );
}

function Playbooks({ pair, onSaved }: { pair: Pair; onSaved: (saved: PairSaved) => void }) {
  const { t, lang } = useI18n();
  const say = useSay();
  const online = useOnline();
  const read = useKept(PLAYBOOKS_KEY, fetchPlaybooks);
  const playbooks = { data: read.data?.value ?? null, loading: read.loading, failed: read.error !== null, reload: read.reload };
  const [busy, setBusy] = useState<string | null>(null);
  const [asking, setAsking] = useState<AssignedPlaybook | null>(null);

  async function change(playbookId: string, assign: boolean) {
    setBusy(playbookId);
    try {
      onSaved(await (assign ? assignPlaybook(pair._id, playbookId) : unassignPlaybook(pair._id, playbookId)));
      setAsking(null);
    } catch (failure) {
      toast.error(say(errorMessage(failure)), { id: TOAST_ID });
    } finally {
      setBusy(null);
    }
  }

  const left = playbooks.data ? notAssigned(playbooks.data, pair) : [];
  return (
    <>
      {!online ? (
        <p className="card pb-team__kept" role="status">
          {t('pbTeam.offline')}
        </p>
      ) : null}
      <div className="card">
        <h2>{t('pbTeam.assigned')}</h2>
        {pair.assignedPlaybooks.length === 0 ? (
          <p className="muted">{t('pbTeam.noPlaybooks')}</p>
        ) : (
          <ul className="pb-team__rows" aria-label={t('pbTeam.assigned')}>
            {pair.assignedPlaybooks.map((playbook) => {
              const name = textIn(playbook.name, lang);
              return (
                <li key={playbook.id} className="pb-team__row" data-playbook={playbook.id}>
                  <div className="pb-team__row-text">
                    <strong>{name}</strong>
                    <ProgressLine name={name} progress={progressOf(pair, playbook.id)} />
                  </div>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={t('pbTeam.unassignName', { name })}
                    disabled={busy !== null || !online}
                    onClick={() => setAsking(playbook)}
                  >
                    {t('pbTeam.unassign')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="card">
        <h2>{t('pbTeam.assignable')}</h2>
        {playbooks.loading && !playbooks.data ? <Skeleton rows={2} /> : null}
        {playbooks.failed && !playbooks.data ? (
          <EmptyState
            title={t('pbTeam.playbooksFailed')}
            action={
              <button type="button" className="button" onClick={playbooks.reload}>
                {t('pbTeam.retry')}
              </button>
            }
          />
        ) : null}
        {playbooks.data && left.length === 0 ? <p className="muted">{t('pbTeam.allAssigned')}</p> : null}
        {left.length > 0 ? (
          <ul className="pb-team__rows" aria-label={t('pbTeam.assignable')}>
            {left.map((playbook) => {
              const name = textIn(playbook.name, lang);
              return (
                <li key={playbook._id} className="pb-team__row" data-playbook={playbook._id}>
                  <div className="pb-team__row-text">
                    <strong>{name}</strong>
                    <span className="muted">{textIn(playbook.summary, lang)}</span>
                  </div>
                  <button
                    type="button"
                    className="button"
                    aria-label={t('pbTeam.assignName', { name })}
                    disabled={busy !== null || !online}
                    aria-busy={busy === playbook._id}
                    onClick={() => void change(playbook._id, true)}
                  >
                    {busy === playbook._id ? t('pbTeam.working') : t('pbTeam.assign')}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      {asking ? (
        <ConfirmDialog
          title={t('pbTeam.confirmTitle', { name: textIn(asking.name, lang) })}
          text={t('pbTeam.confirmText', { name: textIn(asking.name, lang), entrepreneur: pair.entrepreneurName, advisor: pair.advisorName })}
          confirm={t('pbTeam.confirm')}
          cancel={t('pbTeam.cancel')}
          busyLabel={t('pbTeam.working')}
          busy={busy !== null}
          onConfirm={() => void change(asking.id, false)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}
