/**
 * One business's scorecard for the coach and the super admin: the quarter's scores with their notes,
 * Recompute (from the current figures, replacing the quarter's record) and the coach's scoring sheet.
 */
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Loading } from '../../components/Loading';
import { ScoreBand } from '../../components/ScoreBand';
import { useTitle } from '../../components/useTitle';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { bandLabel, groupLabel, measureLabel, scoreText } from '../../lib/scores';
import { toast } from '../../lib/toast';
import { useRemote } from '../../lib/useRemote';
import { GROUPS, measuresOf, readBusiness, recompute, type Scorecard } from './api';
import { SheetForm } from './SheetForm';
import './scorecardTeam.css';

export function BusinessPage() {
  const { t, msg } = useI18n();
  const { businessId = '', year = '', quarter = '' } = useParams();
  const { pathname } = useLocation();
  const back = pathname.slice(0, pathname.indexOf('/scorecards') + '/scorecards'.length);
  const remote = useRemote(`${businessId}-${year}-${quarter}`, (signal) => readBusiness(businessId, Number(year), Number(quarter), signal));
  const [busy, setBusy] = useState(false);
  const card = remote.data;
  useTitle(card?.business.name ?? t('menu.scorecards'));

  async function run() {
    setBusy(true);
    try {
      const fresh = await recompute(businessId, Number(year), Number(quarter));
      if (fresh) remote.set(fresh);
      toast.success(t('sct.recomputed'));
    } catch (error) {
      toast.error(msg(errorMessage(error)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="page sct">
      <p>
        <Link to={back}>{t('sct.back')}</Link>
      </p>
      <h1>
        {card?.business.name ?? t('menu.scorecards')} · {t('scores.quarter', { quarter, year })}
      </h1>
      <p>
        <button type="button" className="button" disabled={busy} onClick={() => void run()}>
          {busy ? t('sct.recomputing') : t('sct.recompute')}
        </button>
      </p>
      {remote.loading && !card ? <Loading label={t('sct.loading')} /> : null}
      {!remote.loading && !card && !remote.failed ? <EmptyState title={t('sct.noScorecard')} text={t('sct.noScorecardText')} /> : null}
      {card ? <Scores card={card} /> : null}
      <SheetForm businessId={businessId} year={Number(year)} quarter={Number(quarter)} />
    </section>
  );
}

function Scores({ card }: { card: Scorecard }) {
  const { t } = useI18n();
  return (
    <article className="card sct-scores">
      <p className="sct-average">
        {t('scores.average')} <strong>{scoreText(card.averageScore) ?? '–'}</strong> <ScoreBand band={card.band} label={bandLabel(t, card.band)} />
      </p>
      <p>{t('sct.rankOf', { rank: card.rank, size: card.groupSize, months: card.rankGroup.id })}</p>
      {GROUPS.map((group) => (
        <details key={group}>
          <summary>
            {groupLabel(t, group)}: <strong>{scoreText(card[group]?.score) ?? t('scores.noScore')}</strong>
          </summary>
          <dl>
            {measuresOf(card[group]).map(([name, measure]) => (
              <div key={name}>
                <dt>
                  {measureLabel(t, name)}: {scoreText(measure.score) ?? t('scores.noScore')}
                </dt>
                <dd>{measure.notes}</dd>
              </div>
            ))}
          </dl>
        </details>
      ))}
    </article>
  );
}
