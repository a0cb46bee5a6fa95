/**
 * One risk category (spec 001 section 2.5): its metrics with their figures and notes, DigiKua's
 * cashflow summary for the operating margins and the debt service cover ratio, and each metric on
 * its own with arrows that cycle through the category's metrics, wrapping at both ends.
 */
import { Link, useLocation, useParams } from 'react-router';
import { KeptNote } from '../../components/KeptNote';
import { Loading } from '../../components/Loading';
import { useTitle } from '../../components/useTitle';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { formatKsh } from '../../lib/core-bookkeeping';
import { measureLabel } from '../../lib/scores';
import { CATEGORIES, metricsOf, type Metric } from './api';
import { metricText, percentText } from './figures';
import { PATHS } from './paths';
import { cycle } from './search';
import { useRisk } from './useRisk';
import './scorecard.css';

export function CategoryPage() {
  const { t } = useI18n();
  const { category = '', metric: metricName } = useParams();
  const { search } = useLocation();
  const { entry, waiting, failed, keptAt } = useRisk();
  const section = CATEGORIES.find(([id]) => id === category)?.[1];
  const title = section ? t(`scorecard.cat.${section}` as MessageKey) : t('menu.scorecard');
  useTitle(title);
  const data = section && entry ? entry[section] : undefined;
  const metrics = metricsOf(data);
  const base = `${PATHS.risk}/${category}`;
  const index = metrics.findIndex(([name]) => name === metricName);
  const open = index >= 0 ? metrics[index] : undefined;
  const percent = percentText(data?.data);

  return (
    <section className="page sc">
      <p>
        <Link to={open ? `${base}${search}` : `${PATHS.risk}${search}`}>{t('scorecard.back')}</Link>
      </p>
      <h1>
        {title}
        {percent === null ? '' : ` · ${percent}%`}
      </h1>
      {keptAt !== null ? <KeptNote at={keptAt} say={(when) => t('scorecard.kept', { when })} look="inline" /> : null}
      {waiting ? <Loading label={t('scorecard.loading')} /> : null}
      {failed || (entry && !section) ? (
        <p className="sc-failed" role="alert">
          {t('msg.scorecard.errorOccurred')}
        </p>
      ) : null}
      {open ? (
        <article className="card">
          <MetricView name={open[0]} metric={open[1]} />
          <nav className="sc-arrows" aria-label={title}>
            <Link to={`${base}/${metrics[cycle(index, metrics.length, -1)]?.[0] ?? ''}${search}`} aria-label={t('scorecard.previous')}>
              ←
            </Link>
            <span>
              {index + 1} / {metrics.length}
            </span>
            <Link to={`${base}/${metrics[cycle(index, metrics.length, 1)]?.[0] ?? ''}${search}`} aria-label={t('scorecard.next')}>
              →
            </Link>
          </nav>
        </article>
      ) : data ? (
        <>
          <ul className="sc-metrics">
            {metrics.map(([name, metric]) => (
              <li key={name}>
                <Link className="card" to={`${base}/${name}${search}`}>
                  <span>{measureLabel(t, name)}</span>
                  <strong>{metricText(metric) ?? t('scores.noScore')}</strong>
                </Link>
              </li>
            ))}
          </ul>
          {section === 'businessRisk' ? (
            <p>
              <Link to={PATHS.cashflow}>{t('scorecard.risk.seeMore')}</Link>
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** A report's `2026:7` as "Jul 2026" in the reader's language; '' for any other key. */
function periodName(key: string, lang: string): string {
  const [, year, month] = /^(\d{4}):(\d{1,2})$/.exec(key) ?? [];
  if (!year || !month) return '';
  return new Intl.DateTimeFormat(lang === 'sw' ? 'sw' : 'en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(Number(year), Number(month) - 1, 15));
}

function MetricView({ name, metric }: { name: string; metric: Metric }) {
  const { t } = useI18n();
  return (
    <>
      <h2>{measureLabel(t, name)}</h2>
      <p className="sc-average__figure">{metricText(metric) ?? t('scores.noScore')}</p>
      {metric.notes ? <p>{metric.notes}</p> : null}
      {metric.report ? <MetricReport report={metric.report} /> : null}
    </>
  );
}

/** A metric's report: the sheet's checklist rows, a rating, or figures month by month (money). */
function MetricReport({ report }: { report: NonNullable<Metric['report']> }) {
  const { t, lang } = useI18n();
  if (Array.isArray(report)) {
    return (
      <ul>
        {report.map((row) => (
          <li key={row.name}>
            {row.name}: {t(row.status === 1 ? 'scorecard.done' : 'scorecard.notDone')}
            {row.value === null || row.value === undefined || row.value === '' ? '' : ` · ${String(row.value)}`}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <dl>
      {Object.entries(report).map(([key, value]) => (
        <div key={key}>
          <dt>{periodName(key, lang) || measureLabel(t, key)}</dt>
          <dd>
            {typeof value === 'object' && value !== null
              ? Object.entries(value)
                  .map(([figure, amount]) => `${measureLabel(t, figure)}: ${typeof amount === 'number' ? formatKsh(amount) : String(amount)}`)
                  .join(', ')
              : String(value ?? t('scores.noScore'))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
