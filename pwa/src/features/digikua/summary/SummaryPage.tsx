/**
 * The cashflow summary (spec 002 section 2.1: {base}/cashflow-summary): a date range (the last 180
 * days by default), the summary cards, the Survey button, the cashflow elements navigation and the
 * analytics block. Everything is computed on the phone by core from the records in IndexedDB, so
 * it works offline and shows records not yet synced.
 */
import { useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { Loading } from '../../../components/Loading';
import { useTitle } from '../../../components/useTitle';
import {
  dateInputBounds,
  dayFromInput,
  defaultRange,
  endOfDay,
  inputFromDay,
  summarizeCashflow,
} from '../../../lib/core-bookkeeping';
import { useI18n } from '../../../lib/i18n';
import { baseOf } from '../paths';
import { AnalyticsBlock } from './AnalyticsBlock';
import { CashflowNav } from './CashflowNav';
import { SummaryCards, type SummaryState } from './SummaryCards';
import { useBookkeepingCore, useCashColumns } from './useCashColumns';
import './summary.css';

export function SummaryPage() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const base = baseOf(pathname);
  const core = useBookkeepingCore();
  useTitle(t('digikua.summary.title'));

  if (!base) return null;
  return (
    <section className="page dk-summary">
      <div className="page__header dk-summary__header">
        <div>
          <h1>{t('digikua.summary.title')}</h1>
          <p className="lead">{t('digikua.summary.lead')}</p>
        </div>
        {/* Spec 002 section 2.1: the Survey button only logs; it leads nowhere. */}
        <button type="button" className="button button--secondary" onClick={() => console.info('survey')}>
          {t('digikua.summary.survey')}
        </button>
      </div>
      <CashflowNav base={base} current="overview" />
      {core === 'loading' ? <Loading label={t('digikua.summary.loading')} /> : null}
      {core === 'failed' ? <SummaryCards state={{ kind: 'error' }} /> : null}
      {core === 'ready' ? <SummaryBody /> : null}
    </section>
  );
}

/** The range, the cards and the analytics; shown once core is loaded (the defaults come from it). */
function SummaryBody() {
  const { t } = useI18n();
  const { built, error } = useCashColumns(true);
  const bounds = useMemo(() => dateInputBounds(), []);
  const [fromText, setFromText] = useState(() => inputFromDay(defaultRange().from));
  const [toText, setToText] = useState(() => inputFromDay(defaultRange().to));
  const fromId = useId();
  const toId = useId();

  // A blank date means "from the earliest day" or "up to today": nothing typed is ignored.
  const fromDay = dayFromInput(fromText || bounds.min);
  const toDay = dayFromInput(toText || bounds.max);
  const from = fromDay;
  const to = toDay === null ? null : endOfDay(toDay);
  const reversed = from !== null && to !== null && from > to;

  const state = useMemo((): SummaryState => {
    if (error) return { kind: 'error' };
    if (!built) return { kind: 'loading' };
    if (from === null || to === null) return { kind: 'error' };
    try {
      return { kind: 'ready', summary: summarizeCashflow(built.columns, from, to) };
    } catch (failure) {
      console.error('cashflow summary failed', failure);
      return { kind: 'error' };
    }
  }, [built, error, from, to]);

  return (
    <>
      <fieldset className="card dk-range">
        <legend className="dk-range__legend">{t('digikua.summary.range')}</legend>
        <div className="dk-range__fields">
          <div className={reversed ? 'field field--error' : 'field'}>
            <label className="field__label" htmlFor={fromId}>
              {t('digikua.summary.from')}
            </label>
            <input
              id={fromId}
              type="date"
              className="input"
              value={fromText}
              min={bounds.min}
              max={toText || bounds.max}
              aria-invalid={reversed || undefined}
              aria-describedby={reversed ? `${fromId}-message` : undefined}
              onChange={(event) => setFromText(event.target.value)}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={toId}>
              {t('digikua.summary.to')}
            </label>
            <input
              id={toId}
              type="date"
              className="input"
              value={toText}
              min={fromText || bounds.min}
              max={bounds.max}
              onChange={(event) => setToText(event.target.value)}
            />
          </div>
        </div>
        {reversed ? (
          <p className="field__message" id={`${fromId}-message`} role="alert">
            {t('digikua.summary.rangeOrder')}
          </p>
        ) : null}
      </fieldset>
      <h2 className="sr-only">{t('digikua.summary.cards')}</h2>
      <SummaryCards state={state} />
      {state.kind === 'ready' ? (
        <p className="muted dk-summary__count">
          {t('digikua.summary.entries', { n: state.summary.entries })}
          {built && built.rejected > 0 ? ` ${t('digikua.summary.rejected', { n: built.rejected })}` : ''}
        </p>
      ) : null}
      <AnalyticsBlock columns={built?.columns ?? null} failed={error !== null} />
    </>
  );
}
