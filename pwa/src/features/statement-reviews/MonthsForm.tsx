/**
 * The months read from a statement: one row per month (the month, money in, money out), rows added
 * and taken away; the server checks them with core's rules and says what is wrong.
 */
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../components/Field';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { sendReview, type MonthTotals } from './api';

const blank = (): MonthTotals => ({ month: '', moneyIn: '', moneyOut: '' });

export function MonthsForm({ statementId, onSent }: { statementId: string; onSent: () => void }) {
  const { t, msg } = useI18n();
  const id = useId();
  const [rows, setRows] = useState<MonthTotals[]>([blank()]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (at: number, field: keyof MonthTotals, value: string) =>
    setRows((was) => was.map((row, index) => (index === at ? { ...row, [field]: value } : row)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      toast.success(msg(await sendReview(statementId, rows)));
      onSent();
    } catch (error) {
      const text = msg(error instanceof Error ? error.message : String(error));
      setProblem(text);
      toast.error(text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="reviews__form" onSubmit={(event) => void submit(event)} noValidate>
      {problem ? (
        <p className="reviews__refused" role="alert">
          {problem}
        </p>
      ) : null}
      {rows.map((row, at) => (
        <fieldset key={at} className="reviews__month">
          <legend>{t('statements.monthN', { n: at + 1 })}</legend>
          <TextField id={`${id}-${at}-month`} label={t('statements.month')} placeholder="2026-07" inputMode="numeric" value={row.month} onChange={(e) => change(at, 'month', e.target.value)} />
          <TextField id={`${id}-${at}-in`} label={t('statements.moneyIn')} inputMode="decimal" value={row.moneyIn} onChange={(e) => change(at, 'moneyIn', e.target.value)} />
          <TextField id={`${id}-${at}-out`} label={t('statements.moneyOut')} inputMode="decimal" value={row.moneyOut} onChange={(e) => change(at, 'moneyOut', e.target.value)} />
          {rows.length > 1 ? (
            <button type="button" className="link-button" onClick={() => setRows((was) => was.filter((_, index) => index !== at))}>
              {t('statements.removeMonth')}
            </button>
          ) : null}
        </fieldset>
      ))}
      <div className="reviews__buttons">
        <button type="button" className="button button--secondary button--small" onClick={() => setRows((was) => [...was, blank()])}>
          {t('statements.addMonth')}
        </button>
        <button type="submit" className="button button--small" disabled={busy}>
          {busy ? t('statements.sending') : t('statements.send')}
        </button>
      </div>
    </form>
  );
}
