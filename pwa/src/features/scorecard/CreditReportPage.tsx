/**
 * The credit report: the client's loans and how they were repaid, the latest scorecard, and what
 * would raise each weak measure. Kept on the phone for airplane mode.
 */
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { KeptNote } from '../../components/KeptNote';
import { Loading } from '../../components/Loading';
import { ScoreBand } from '../../components/ScoreBand';
import { useTitle } from '../../components/useTitle';
import { formatKsh } from '../../lib/core-bookkeeping';
import { statusLabel } from '../../lib/core-loans';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { formatDate } from '../../lib/core';
import { bandLabel, groupLabel, measureLabel, scoreText } from '../../lib/scores';
import { useKept } from '../../lib/useKeptRead';
import { fetchCreditReport } from './api';
import { choiceQuery, PATHS } from './paths';
import './scorecard.css';

const REPORT = { key: 'scorecard.creditReport', load: fetchCreditReport };

export function CreditReportPage() {
  const { t, msg } = useI18n();
  useTitle(t('menu.creditReport'));
  const report = useKept(REPORT);
  const data = report.data;
  const card = data?.scorecard ?? null;
  return (
    <section className="page sc">
      <h1>{t('menu.creditReport')}</h1>
      {data && report.keptAt !== null ? <KeptNote at={report.keptAt} say={(when) => t('scorecard.kept', { when })} look="inline" /> : null}
      {report.loading && !data ? <Loading label={t('scorecard.loading')} /> : null}
      {report.error && !data ? (
        <p className="sc-failed" role="alert">
          {msg(errorMessage(report.error))}
        </p>
      ) : null}
      {data ? (
        <>
          <section className="card" aria-labelledby="sc-loans">
            <h2 id="sc-loans">{t('scorecard.report.loans')}</h2>
            {data.loans.length === 0 ? <EmptyState title={t('scorecard.report.noLoans')} /> : null}
            <ul className="sc-loans">
              {data.loans.map((loan) => (
                <li key={loan.id}>
                  <strong>
                    {formatKsh(loan.amount)} · {msg(statusLabel(loan.status))}
                  </strong>
                  <span>{t('scorecard.report.repaid', { repaid: formatKsh(loan.repaid), balance: formatKsh(loan.balance) })}</span>
                  <span className="muted">
                    {t('scorecard.report.installments', { count: loan.installments, late: loan.late })}
                    {loan.completedAt ? ` · ${t('scorecard.report.completed', { day: formatDate(loan.completedAt) })}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section className="card" aria-labelledby="sc-latest">
            <h2 id="sc-latest">{t('scorecard.report.latest')}</h2>
            {card ? (
              <p className="sc-average">
                {t('scores.quarter', { quarter: card.quarter, year: card.year })} · <span className="sc-average__figure">{scoreText(card.averageScore) ?? '–'}</span> <ScoreBand band={card.band} label={bandLabel(t, card.band)} />{' '}
                <Link to={`${PATHS.summary}${choiceQuery({ business: card.business.id, year: String(card.year), quarter: String(card.quarter) })}`}>{t('scorecard.report.open')}</Link>
              </p>
            ) : (
              <EmptyState title={t('msg.scorecard.noScores')} />
            )}
          </section>
          <section className="card" aria-labelledby="sc-advice">
            <h2 id="sc-advice">{t('scorecard.report.advice')}</h2>
            {data.advice.length === 0 ? <p className="muted">{t('scorecard.report.noAdvice')}</p> : null}
            <ul className="sc-advice">
              {data.advice.map((item) => (
                <li key={`${item.group}.${item.measure}`}>
                  <strong>
                    {measureLabel(t, item.measure)} ({groupLabel(t, item.group)}): {scoreText(item.score) ?? t('scores.noScore')}
                  </strong>
                  <span>{item.text}</span>
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : null}
    </section>
  );
}
