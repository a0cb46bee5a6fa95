import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { SelectField } from '../../components/Field';
import { RecordList, type Column } from '../../components/RecordList/RecordList';
import { useTitle } from '../../components/useTitle';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { useRemote } from '../../lib/useRemote';
import { cohortProgress, listCohorts } from './api';
import type { Member } from './wire';
import './coach.css';

const TRACKS = ['client', 'applicant'];
const PLACES = ['welcome', 'apply', 'approvals', 'success', 'too_late'];

const noMembers = (): Promise<Member[]> => Promise.resolve([]);

/** /coach/cohort-progress: a cohort's entrepreneurs with their steps done, waiting and rejected, and days left; exported from the list. */
export function CohortProgressPage() {
  const { t } = useI18n();
  useTitle(t('coach.progress.title'));
  const [params, setParams] = useSearchParams();
  const cohorts = useRemote('coach-cohorts', listCohorts);
  const chosenId = params.get('cohort') ?? cohorts.data?.[0]?.id ?? '';
  const chosen = cohorts.data?.find((c) => c.id === chosenId) ?? null;
  const load = useCallback((signal: AbortSignal) => (chosenId ? cohortProgress(chosenId, signal) : noMembers()), [chosenId]);
  const members = useRemote(`coach-progress|${chosenId}`, load);

  const track = (m: Member) => (TRACKS.includes(m.track) ? t(`coach.track.${m.track}` as MessageKey) : m.track);
  const status = (m: Member) => (PLACES.includes(m.status) ? t(`coach.status.${m.status}` as MessageKey) : m.status);
  const columns: Column<Member>[] = [
    { key: 'name', header: t('coach.progress.name'), text: (m) => m.name, card: 'title' },
    { key: 'email', header: t('coach.progress.email'), text: (m) => m.email },
    { key: 'hub', header: t('coach.hub'), text: (m) => m.hub, card: 'detail' },
    { key: 'track', header: t('coach.progress.track'), text: track },
    { key: 'steps', header: t('coach.progress.steps'), text: (m) => t('coach.progress.stepsOf', { done: m.stepsDone, total: m.totalSteps }), card: 'amount' },
    { key: 'pending', header: t('coach.progress.pending'), text: (m) => String(m.pending), numeric: true, card: 'detail' },
    { key: 'rejected', header: t('coach.progress.rejected'), text: (m) => String(m.rejected), numeric: true, card: 'detail' },
    { key: 'daysLeft', header: t('coach.progress.daysLeft'), text: (m) => String(m.daysLeft), numeric: true, card: 'detail' },
    { key: 'status', header: t('coach.progress.status'), text: status, card: 'detail' },
  ];

  return (
    <section className="page">
      <header className="page__header">
        <h1>{t('coach.progress.title')}</h1>
        <p className="muted">{t('coach.progress.lead')}</p>
      </header>
      {cohorts.data && cohorts.data.length === 0 ? (
        <div className="card">
          <EmptyState title={t('coach.progress.noCohorts')} />
        </div>
      ) : (
        <>
          <div className="coach-filters">
            <SelectField
              id="progress-cohort"
              label={t('coach.progress.choose')}
              value={chosenId}
              onChange={(e) => setParams(e.target.value ? { cohort: e.target.value } : {}, { replace: true })}
            >
              {chosenId ? null : <option value="">{t('coach.progress.chooseFirst')}</option>}
              {(cohorts.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {`${c.name} ${c.year}`}
                </option>
              ))}
            </SelectField>
          </div>
          <RecordList
            title={chosen ? `${t('coach.progress.title')}: ${chosen.name} ${chosen.year}` : t('coach.progress.title')}
            fileName={chosen ? `progress-${chosen.name}-${chosen.year}`.replace(/[^\w-]+/g, '-') : 'progress'}
            columns={columns}
            tools={members.data !== null && !members.loading}
            rows={cohorts.data === null || members.loading ? null : members.data}
            error={members.failed ? t('coach.failed') : null}
            empty={<EmptyState title={t('coach.progress.empty')} />}
            rowKey={(m) => m.userId}
          />
        </>
      )}
    </section>
  );
}
