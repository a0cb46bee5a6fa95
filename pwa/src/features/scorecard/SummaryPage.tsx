/**
 * The scorecard summary (spec 001 sections 2.5, 4.5): the search, then the quarter's average score,
 * its band, the gauge of the rank group, the rank and the four group scores, with the detailed
 * scores one tap away. Loading only while it loads; the last read opens offline.
 */
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { KeptNote } from '../../components/KeptNote';
import { Loading } from '../../components/Loading';
import { ScoreBand } from '../../components/ScoreBand';
import { useTitle } from '../../components/useTitle';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { bandLabel, groupLabel, scoreText } from '../../lib/scores';
import { toast } from '../../lib/toast';
import { GROUPS, type Scorecard } from './api';
import { Gauge } from './Gauge';
import { choiceQuery, PATHS, type Choice } from './paths';
import { SearchForm } from './SearchForm';
import { useScorecard } from './useScorecard';
import './scorecard.css';

export function SummaryPage() {
  const { t, msg } = useI18n();
  useTitle(t('menu.scorecard'));
  const navigate = useNavigate();
  const { options, choice, ready, read } = useScorecard();
  const searched = useRef(false);
  const answer = ready ? read.data : null;

  // A quarter searched with nothing in it: the spec's toast, once per search.
  useEffect(() => {
    if (searched.current && answer && answer.count === 0) {
      searched.current = false;
      toast.error(t('msg.scorecard.noQuarter'));
    }
  }, [answer, t]);

  const search = (next: Choice) => {
    searched.current = true;
    void navigate(`${PATHS.summary}${choiceQuery(next)}`, { replace: true });
  };

  return (
    <section className="page sc">
      <h1>{t('menu.scorecard')}</h1>
      {options.data && choice ? (
        <SearchForm key={`${choice.business}.${choice.year}.${choice.quarter}`} options={options.data} initial={choice} onSearch={search} />
      ) : null}
      {answer && read.keptAt ? <KeptNote at={read.keptAt} say={(when) => t('scorecard.kept', { when })} look="inline" /> : null}
      {(ready && read.loading && !answer) || (options.loading && !options.data) ? <Loading label={t('scorecard.loading')} /> : null}
      {(ready && read.error && !answer) || (options.error && !options.data && !ready) ? (
        <p className="sc-failed" role="alert">
          {msg(errorMessage(ready && read.error ? read.error : options.error))}
        </p>
      ) : null}
      {answer && answer.count === 0 ? <EmptyState title={t('msg.scorecard.noScores')} /> : null}
      {answer?.data[0] && choice ? <Summary card={answer.data[0]} query={choiceQuery(choice)} /> : null}
    </section>
  );
}

function Summary({ card, query }: { card: Scorecard; query: string }) {
  const { t } = useI18n();
  const missing = GROUPS.some((group) => card[group]?.score === null || card[group]?.score === undefined);
  const average = scoreText(card.averageScore) ?? '–';
  const band = bandLabel(t, card.band);
  return (
    <>
      {missing ? (
        <p className="notice-inline" role="status">
          {t('msg.scorecard.someMissing')}
        </p>
      ) : null}
      <article className="card">
        <h2>
          {card.business.name} · {t('scores.quarter', { quarter: card.quarter, year: card.year })}
        </h2>
        <p className="sc-average">
          <span className="sc-average__figure">{average}</span> <ScoreBand band={card.band} label={bandLabel(t, card.band)} />
        </p>
        <Gauge stops={card.rankGroup.stops} score={card.averageScore} label={t('scorecard.gauge', { score: average, band })} />
        <p className="sc-rank">{t('scorecard.rank', { rank: card.rank, size: card.groupSize, months: card.rankGroup.id })}</p>
        <ul className="sc-groups">
          {GROUPS.map((group) => (
            <li key={group}>
              <span>{groupLabel(t, group)}</span>
              <strong>{scoreText(card[group]?.score) ?? t('scores.noScore')}</strong>
            </li>
          ))}
        </ul>
        <p className="sc-actions">
          <Link className="button" to={`${PATHS.detailed}${query}`}>
            {t('scorecard.toDetailed')}
          </Link>
          <Link className="button button--secondary" to={PATHS.risk}>
            {t('scorecard.toRisk')}
          </Link>
          <Link className="button button--secondary" to={PATHS.report}>
            {t('scorecard.toReport')}
          </Link>
        </p>
      </article>
    </>
  );
}
