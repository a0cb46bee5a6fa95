/**
 * The cashflow summary (spec 002 section 2.1: {base}/cashflow-summary): the cashflow elements
 * navigation, a date range (the last 180 days by default), the summary cards, the Survey button and
 * the analytics block. The figures come first: on a 360×740 phone the cards start on the first
 * screen, the intro and the Survey button follow them. Everything is computed on the device by core
 * from the records in IndexedDB, so it works offline and shows records not yet synced.
 */
import { useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { DateField } from '../../../components/DateField';
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
import { isIsoDay } from '../../../lib/typedDate';
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
      <div className="dk-summary__header">
        <h1>{t('digikua.summary.title')}</h1>
        <CashflowNav base={base} current="overview" />
      </div>
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

  // A blank date means "from the earliest day" or "up to today". A date being typed (no whole day
  // yet) keeps the last whole range: its box says what is missing, the cards do not flicker.
  const last = useRef({ from: bounds.min, to: bounds.max });
  const fromIso = fromText === '' ? bounds.min : isIsoDay(fromText) ? fromText : last.current.from;
  const toIso = toText === '' ? bounds.max : isIsoDay(toText) ? toText : last.current.to;
  last.current = { from: fromIso, to: toIso };
  const from = dayFromInput(fromIso);
  const toDay = dayFromInput(toIso);
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
      <fieldset className="dk-range">
        <legend className="sr-only">{t('digikua.summary.range')}</legend>
        <div className="dk-range__fields">
          <DateField
            id={fromId}
            label={t('digikua.summary.from')}
            value={fromText}
            min={bounds.min}
            max={isIsoDay(toText) ? toText : bounds.max}
            error={reversed ? t('digikua.summary.rangeOrder') : null}
            onChange={setFromText}
          />
          <DateField id={toId} label={t('digikua.summary.to')} value={toText} min={isIsoDay(fromText) ? fromText : bounds.min} max={bounds.max} onChange={setToText} />
        </div>
      </fieldset>
      <h2 className="sr-only">{t('digikua.summary.cards')}</h2>
      <SummaryCards state={state} />
      <div className="dk-summary__after">
        <div>
          {state.kind === 'ready' ? (
            <p className="muted dk-summary__count">
              {t('digikua.summary.entries', { n: state.summary.entries })}
              {built && built.rejected > 0 ? ` ${t('digikua.summary.rejected', { n: built.rejected })}` : ''}
            </p>
          ) : null}
          <p className="muted dk-summary__lead">{t('digikua.summary.lead')}</p>
        </div>
        {/* Spec 002 section 2.1: the Survey button only logs; it leads nowhere. */}
        <button type="button" className="button button--secondary button--small" onClick={() => console.info('survey')}>
          {t('digikua.summary.survey')}
        </button>
      </div>
      <AnalyticsBlock columns={built?.columns ?? null} failed={error !== null} />
    </>
  );
}
