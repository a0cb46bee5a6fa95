/**
 * The risk scorecard (spec 001 sections 2.5, 4.5): 'Scorecard' and the business, the categories by
 * band in a pie, the overall average, and the six categories as tiles that open each one.
 */
import { Link } from 'react-router';
import { KeptNote } from '../../components/KeptNote';
import { Loading } from '../../components/Loading';
import { useTitle } from '../../components/useTitle';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { BANDS, CATEGORIES, type Band } from './api';
import { bandCounts, percentText } from './figures';
import { CategoryIcon } from './icons';
import { PATHS } from './paths';
import { Pie } from './Pie';
import { useRisk } from './useRisk';
import './scorecard.css';

export function RiskPage() {
  const { t } = useI18n();
  useTitle(t('menu.scorecard'));
  const { businessId, entry, waiting, failed, keptAt } = useRisk();
  const query = businessId ? `?business=${encodeURIComponent(businessId)}` : '';
  const names = Object.fromEntries(BANDS.map((band) => [band, t(`scores.band.${band}` as MessageKey)])) as Record<Band, string>;
  const overall = percentText(entry?.data);
  return (
    <section className="page sc">
      <h1>
        {t('menu.scorecard')}
        {entry ? `: ${entry.business.name}` : ''}
      </h1>
      <p className="muted">{t('scorecard.risk.intro')}</p>
      {keptAt !== null ? <KeptNote at={keptAt} say={(when) => t('scorecard.kept', { when })} look="inline" /> : null}
      {waiting ? <Loading label={t('scorecard.loading')} /> : null}
      {failed ? (
        <p className="sc-failed" role="alert">
          {t('msg.scorecard.errorOccurred')}
        </p>
      ) : null}
      {entry ? (
        <>
          <div className="card sc-risk-head">
            <Pie counts={bandCounts(entry)} names={names} label={t('scorecard.risk.pie')} />
            <p className="sc-average">
              {t('scores.average')} <span className="sc-average__figure">{overall === null ? '–' : `${overall}%`}</span>
            </p>
          </div>
          <ul className="sc-tiles">
            {CATEGORIES.map(([id, section]) => {
              const percent = percentText(entry[section]?.data);
              return (
                <li key={id}>
                  <Link className={`card sc-tile score-band--${entry[section]?.data.band ?? 'none'}`} to={`${PATHS.risk}/${id}${query}`}>
                    <CategoryIcon id={id} />
                    <span>{t(`scorecard.cat.${section}` as MessageKey)}</span>
                    <strong>{percent === null ? t('scores.noScore') : `${percent}%`}</strong>
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
