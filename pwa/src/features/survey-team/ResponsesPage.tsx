import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { SelectField } from '../../components/Field';
import { RecordList, type Column } from '../../components/RecordList/RecordList';
import { Skeleton } from '../../components/Skeleton';
import { useTitle } from '../../components/useTitle';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { showDateTime } from '../../lib/nairobiTime';
import { toast } from '../../lib/toast';
import { useRemote } from '../../lib/useRemote';
import { downloadExport, fetchCurrentQuarter, fetchRate, fetchResponses, fetchSurveyTitle, type Rate, type RateData, type SurveyResponse } from './api';
import { quarterLabel, useTeamBase, type Quarter } from './useTeamBase';
import './surveyTeam.css';

const percentText = (rate: Rate): string => (rate.percent === null ? '–' : `${rate.percent}%`);
const answerText = (value: string | string[] | undefined): string => (Array.isArray(value) ? value.join(' ') : (value ?? ''));

/**
 * /coach/surveys/{name}: a quarter's responses (RecordList, every answer in its exports), the
 * response rate by cohort and hub, and the server's CSV and XLSX exports.
 */
export function SurveyResponsesPage() {
  const { t } = useI18n();
  const now = useRemote('team-quarter', (signal) => fetchCurrentQuarter(signal));
  if (!now.data) {
    if (now.loading) return <Skeleton rows={4} label={t('surveyTeam.loading')} />;
    return (
      <EmptyState
        title={t('surveyTeam.failed')}
        action={
          <button type="button" className="button" onClick={now.reload}>
            {t('surveyTeam.retry')}
          </button>
        }
      />
    );
  }
  return <Responses now={now.data} />;
}

function Responses({ now }: { now: Quarter }) {
  const { t, msg, lang } = useI18n();
  const { name = '' } = useParams();
  const base = useTeamBase();
  const [year, setYear] = useState(now.year);
  const [quarter, setQuarter] = useState(now.quarter);
  const label = quarterLabel(year, quarter);
    const key = `${name}:${year}:${quarter}`;
  const detail = useRemote(`survey-detail:${name}`, (signal) => fetchSurveyTitle(name, signal));
  const title = detail.data ? detail.data[lang] || detail.data.en : name;
  const responses = useRemote(`survey-responses:${key}`, (signal) => fetchResponses(name, year, quarter, signal));
  const rate = useRemote(`survey-rate:${key}`, (signal) => fetchRate(name, year, quarter, signal));

  const columns = useMemo((): Column<SurveyResponse>[] => {
    const names: string[] = [];
    for (const row of responses.data ?? []) for (const answer of Object.keys(row.answers)) if (!names.includes(answer)) names.push(answer);
    return [
      { key: 'name', header: t('surveyTeam.name'), text: (r) => r.name, card: 'title' },
      { key: 'email', header: t('surveyTeam.email'), text: (r) => r.email, card: 'detail' },
      { key: 'cohort', header: t('surveyTeam.cohort'), text: (r) => r.cohort ?? '', card: 'detail' },
      { key: 'hub', header: t('surveyTeam.hub'), text: (r) => r.hub ?? '', card: 'detail' },
      { key: 'submitted', header: t('surveyTeam.submitted'), text: (r) => showDateTime(r.submittedAt ?? r.receivedAt), card: 'date' },
      ...names.map((answer): Column<SurveyResponse> => ({ key: `a-${answer}`, header: answer, text: (r) => answerText(r.answers[answer]), screen: false })),
    ];
  }, [responses.data, t]);

  async function exportAs(format: 'csv' | 'xlsx') {
    try {
      await downloadExport(name, year, quarter, format);
    } catch (failure) {
      toast.error(msg(errorMessage(failure)), { id: 'survey-export' });
    }
  }

  useTitle(t('surveyTeam.responsesTitle', { title }));
  const years = [now.year, now.year - 1, now.year - 2];
  return (
    <section className="page page--wide survey-team">
      <div className="card">
        <h1>{t('surveyTeam.responsesTitle', { title })}</h1>
        <div className="survey-team__quarter">
          <SelectField id="survey-year" label={t('surveyTeam.year')} value={String(year)} onChange={(e) => setYear(Number(e.target.value))}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </SelectField>
          <SelectField id="survey-quarter" label={t('surveyTeam.quarter')} value={String(quarter)} onChange={(e) => setQuarter(Number(e.target.value))}>
            {[1, 2, 3, 4].map((q) => (
              <option key={q} value={q}>
                Q{q}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="survey-team__actions">
          <button type="button" className="button" onClick={() => void exportAs('csv')}>
            {t('surveyTeam.exportCsv')}
          </button>
          <button type="button" className="button" onClick={() => void exportAs('xlsx')}>
            {t('surveyTeam.exportXlsx')}
          </button>
          <Link className="button" to={base}>
            {t('surveyTeam.back')}
          </Link>
        </div>
      </div>
      {rate.data ? <RateCard rate={rate.data} /> : null}
      <RecordList
        title={`${t('surveyTeam.responsesTitle', { title })} ${label}`}
        fileName={`${name}-${year}-Q${quarter}`}
        columns={columns}
        tools={responses.data !== null && !responses.loading}
        rows={responses.loading ? null : responses.data}
        error={responses.failed ? t('surveyTeam.failed') : null}
        empty={<EmptyState title={t('surveyTeam.noResponses')} />}
        rowKey={(r) => r.id}
      />
    </section>
  );
}

function RateCard({ rate }: { rate: RateData }) {
  const { t } = useI18n();
  return (
    <div className="card" data-testid="survey-rate">
      <h2>
        {t('surveyTeam.rate')} · {quarterLabel(rate.year, rate.quarter)}
      </h2>
      <p>
        {rate.total.expected === 0
          ? t('surveyTeam.rateNone')
          : t('surveyTeam.rateAll', { responded: rate.total.responded, expected: rate.total.expected, percent: percentText(rate.total) })}
      </p>
      {rate.groups.length > 0 ? (
        <div className="survey-team__scroll" tabIndex={0} role="region" aria-label={t('surveyTeam.rate')}>
        <table className="survey-team__rates">
          <thead>
            <tr>
              <th scope="col">{t('surveyTeam.cohort')}</th>
              <th scope="col">{t('surveyTeam.hub')}</th>
              <th scope="col">{t('surveyTeam.responded')}</th>
            </tr>
          </thead>
          <tbody>
            {rate.groups.map((group) => (
              <tr key={`${group.cohortId}:${group.hub ?? ''}`}>
                <td>
                  {group.cohort} {group.cohortYear}
                </td>
                <td>{group.hub ?? t('surveyTeam.noHub')}</td>
                <td className="num">
                  {group.responded}/{group.expected}
                  <span>{percentText(group)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      ) : null}
    </div>
  );
}
