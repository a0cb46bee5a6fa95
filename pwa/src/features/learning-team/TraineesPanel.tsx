import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { RecordList, type Column } from '../../components/RecordList/RecordList';
import { formatDate } from '../../lib/core';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/useOnline';
import { removeTrainee, type Cohort, type Trainee } from './api';
import { AddTraineesPanel } from './AddTraineesPanel';
import { TOAST_ID } from './NewCohortPanel';
import { useSay } from './say';
import { ScoreDialog } from './ScoreDialog';

/**
 * The cohort's trainees (name, e-mail, phone, role, when added, the trainer's and the mentor's
 * scores), more added from the entrepreneurs, one removed after asking (the server refuses one with
 * work in the course, and says so), and the trainer's score entered for each.
 */
export function TraineesPanel({ cohort, onChanged }: { cohort: Cohort; onChanged: () => void }) {
  const { t } = useI18n();
  const { say, failure } = useSay();
  const online = useOnline();
  const [scoring, setScoring] = useState<Trainee | null>(null);
  const [removing, setRemoving] = useState<Trainee | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const columns = useMemo((): Column<Trainee>[] => {
    const score = (value: number | null) => (value === null ? t('lmsTeam.noScore') : String(value));
    return [
      { key: 'name', header: t('lmsTeam.name'), text: (p) => p.name, card: 'title' },
      { key: 'email', header: t('lmsTeam.email'), text: (p) => p.email, card: 'detail' },
      { key: 'phone', header: t('lmsTeam.phone'), text: (p) => p.phone, card: 'detail' },
      { key: 'role', header: t('lmsTeam.role'), text: (p) => t(`role.${p.role}` as MessageKey), card: 'detail' },
      { key: 'added', header: t('lmsTeam.addedOn'), text: (p) => formatDate(p.createdAt), card: 'date' },
      { key: 'trainer', header: t('lmsTeam.trainerScore'), text: (p) => score(p.scores.trainer), numeric: true, card: 'detail' },
      { key: 'mentor', header: t('lmsTeam.mentorScore'), text: (p) => score(p.scores.mentor), numeric: true, card: 'detail' },
    ];
  }, [t]);

  async function remove(trainee: Trainee) {
    setRefusal(null);
    setBusy(true);
    try {
      const saved = await removeTrainee(trainee.traineeId);
      toast.success(say(saved.message), { id: TOAST_ID });
      setRemoving(null);
      onChanged();
    } catch (error) {
      setRefusal(failure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="lt__section">
      <h2>{t('lmsTeam.trainees')}</h2>
      <AddTraineesPanel cohort={cohort} onAdded={onChanged} />
      <RecordList
        title={t('lmsTeam.traineesOf', { cohort: cohort.name })}
        fileName="learning-trainees"
        columns={columns}
        rows={cohort.trainees}
        error={null}
        empty={<EmptyState title={t('lmsTeam.noTrainees')} text={t('lmsTeam.noTraineesText')} />}
        rowKey={(p) => p.traineeId}
        actionsHeader={t('lmsTeam.actions')}
        actions={(p) => (
          <span className="lt__row-actions">
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={t('lmsTeam.scoreName', { name: p.name })}
              disabled={!online}
              onClick={() => setScoring(p)}
            >
              {t('lmsTeam.score')}
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={t('lmsTeam.removeName', { name: p.name })}
              disabled={!online}
              onClick={() => {
                setRefusal(null);
                setRemoving(p);
              }}
            >
              {t('lmsTeam.remove')}
            </button>
          </span>
        )}
      />
      {scoring ? (
        <ScoreDialog
          trainee={scoring}
          onClose={() => setScoring(null)}
          onSaved={() => {
            setScoring(null);
            onChanged();
          }}
        />
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={t('lmsTeam.removeTitle', { name: removing.name })}
          text={t('lmsTeam.removeText', { name: removing.name, cohort: cohort.name })}
          confirm={t('lmsTeam.removeConfirm')}
          cancel={t('lmsTeam.cancel')}
          busyLabel={t('lmsTeam.working')}
          close={t('lmsTeam.close')}
          busy={busy}
          refusal={refusal}
          onConfirm={() => void remove(removing)}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </div>
  );
}
