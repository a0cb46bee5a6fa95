/** The detailed scorecard (spec 001 section 2.5): every measure of the four groups with its score and notes, and Back to the summary. */
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { KeptNote } from '../../components/KeptNote';
import { Loading } from '../../components/Loading';
import { ScoreBand } from '../../components/ScoreBand';
import { useTitle } from '../../components/useTitle';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { bandLabel, groupLabel, measureLabel, scoreText } from '../../lib/scores';
import { GROUPS, measuresOf } from './api';
import { choiceQuery, PATHS } from './paths';
import { useScorecard } from './useScorecard';
import './scorecard.css';

export function DetailedPage() {
  const { t, msg } = useI18n();
  useTitle(t('scorecard.detailed'));
  const { choice, ready, read } = useScorecard();
  const card = ready ? (read.data?.data[0] ?? null) : null;
  return (
    <section className="page sc">
      <p>
        <Link to={`${PATHS.summary}${choice ? choiceQuery(choice) : ''}`}>{t('scorecard.back')}</Link>
      </p>
      <h1>{t('scorecard.detailed')}</h1>
      {card && read.keptAt ? <KeptNote at={read.keptAt} say={(when) => t('scorecard.kept', { when })} look="inline" /> : null}
      {ready && read.loading && !read.data ? <Loading label={t('scorecard.loading')} /> : null}
      {ready && read.error && !read.data ? (
        <p className="sc-failed" role="alert">
          {msg(errorMessage(read.error))}
        </p>
      ) : null}
      {ready && read.data?.count === 0 ? <EmptyState title={t('msg.scorecard.noScores')} /> : null}
      {card ? (
        <>
          <p className="sc-average">
            {card.business.name} · {t('scores.quarter', { quarter: card.quarter, year: card.year })} · {t('scores.average')}{' '}
            <strong>{scoreText(card.averageScore) ?? '–'}</strong> <ScoreBand band={card.band} label={bandLabel(t, card.band)} />
          </p>
          {GROUPS.map((group) => (
            <section key={group} className="card sc-group" aria-labelledby={`sc-${group}`}>
              <h2 id={`sc-${group}`}>
                {groupLabel(t, group)} <span>{scoreText(card[group]?.score) ?? t('scores.noScore')}</span>
              </h2>
              <dl className="sc-measures">
                {measuresOf(card[group]).map(([name, measure]) => (
                  <div key={name}>
                    <dt>
                      {measureLabel(t, name)} <strong>{scoreText(measure.score) ?? t('scores.noScore')}</strong>
                    </dt>
                    <dd>{measure.notes}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </>
      ) : null}
    </section>
  );
}
