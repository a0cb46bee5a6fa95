/**
 * The scoring thresholds (super admin): each measure's steps, "at least" for a figure where higher
 * is better and "at most" where lower is; the first step a figure reaches gives its score. Core
 * checks the table on the server (steps in order, scores 0–100) and its message is shown as sent.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../components/Loading';
import { useTitle } from '../../components/useTitle';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { labelOf, measureLabel } from '../../lib/scores';
import { toast } from '../../lib/toast';
import { useRemote } from '../../lib/useRemote';
import { fetchThresholds, saveThresholds, type Threshold } from './api';
import './scorecardTeam.css';

export function ThresholdsPage() {
  const { t, msg } = useI18n();
  useTitle(t('sct.thresholds'));
  const remote = useRemote('scorecard-thresholds', fetchThresholds);
  const [table, setTable] = useState<Threshold[] | null>(null);
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => setTable(remote.data), [remote.data]);

  const setStep = (row: number, step: number, field: 'bound' | 'score', value: string) =>
    setTable((was) =>
      (was ?? []).map((item, at) => (at === row ? { ...item, steps: item.steps.map((s, i) => (i === step ? { ...s, [field]: Number(value) } : s)) } : item)),
    );
  const addStep = (row: number) => setTable((was) => (was ?? []).map((item, at) => (at === row ? { ...item, steps: [...item.steps, { bound: 0, score: 0 }] } : item)));
  const dropStep = (row: number, step: number) =>
    setTable((was) => (was ?? []).map((item, at) => (at === row ? { ...item, steps: item.steps.filter((_, i) => i !== step) } : item)));

  async function save() {
    if (!table) return;
    setSaving(true);
    setRefusal('');
    try {
      setTable(await saveThresholds(table));
      toast.success(t('sct.th.saved'));
    } catch (error) {
      setRefusal(msg(errorMessage(error)));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="page sct">
      <p>
        <Link to="/super-admin/scorecards">{t('sct.back')}</Link>
      </p>
      <h1>{t('sct.thresholds')}</h1>
      <p className="muted">{t('sct.th.lead')}</p>
      {remote.loading && !table ? <Loading label={t('sct.loading')} /> : null}
      {remote.failed && !table ? <p className="sct-refused">{t('sct.failed')}</p> : null}
      {table ? (
        <div className="sct-table-wrap">
          <table className="data-table sct-thresholds">
            <thead>
              <tr>
                <th scope="col">{t('sct.th.measure')}</th>
                <th scope="col">{t('sct.th.steps')}</th>
              </tr>
            </thead>
            <tbody>
              {table.map((row, index) => (
                <tr key={row.measure}>
                  <th scope="row">
                    {measureLabel(t, row.measure)}
                    <span className="muted"> ({labelOf(t, 'sct.unit.', row.unit)})</span>
                  </th>
                  <td>
                    {row.steps.map((step, at) => (
                      <div key={at} className="sct-step">
                        <label>
                          {t(row.better === 'lower' ? 'sct.th.atMost' : 'sct.th.atLeast')}
                          <input className="input" type="number" value={step.bound} onChange={(event) => setStep(index, at, 'bound', event.target.value)} />
                        </label>
                        <label>
                          {t('sct.th.score')}
                          <input className="input" type="number" min={0} max={100} value={step.score} onChange={(event) => setStep(index, at, 'score', event.target.value)} />
                        </label>
                        <button type="button" className="link-button" onClick={() => dropStep(index, at)}>
                          {t('sct.th.remove')}
                        </button>
                      </div>
                    ))}
                    <button type="button" className="link-button" onClick={() => addStep(index)}>
                      {t('sct.th.add')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {refusal ? (
        <p className="sct-refused" role="alert">
          {refusal}
        </p>
      ) : null}
      {table ? (
        <button type="button" className="button" disabled={saving} onClick={() => void save()}>
          {t('sct.th.save')}
        </button>
      ) : null}
    </section>
  );
}
