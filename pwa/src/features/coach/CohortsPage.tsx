import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { RecordList, type Column } from '../../components/RecordList/RecordList';
import { useTitle } from '../../components/useTitle';
import { formatDate } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { useRemote } from '../../lib/useRemote';
import { listCohorts } from './api';
import { CohortForm } from './CohortForm';
import { EnrolForm } from './EnrolForm';
import { QuestionsEditor } from './QuestionsEditor';
import { typedDay, type Cohort } from './wire';
import './coach.css';

type Editing = { cohort: Cohort | null } | null;

/** /coach/cohorts: the cohorts, a form to add or edit one, and the chosen cohort's questions and enrolment. */
export function CohortsPage() {
  const { t } = useI18n();
  useTitle(t('coach.cohorts.title'));
  const cohorts = useRemote('coach-cohorts', listCohorts);
  const [editing, setEditing] = useState<Editing>(null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = cohorts.data?.find((c) => c.id === chosenId) ?? null;
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (chosenId) panel.current?.focus();
  }, [chosenId]);

  const columns: Column<Cohort>[] = [
    { key: 'name', header: t('coach.cohorts.name'), text: (c) => c.name, card: 'title' },
    { key: 'year', header: t('coach.cohorts.year'), text: (c) => c.year, card: 'detail' },
    { key: 'intake', header: t('coach.cohorts.intake'), text: (c) => typedDay(c.intakeDate), card: 'date' },
    {
      key: 'deadline',
      header: t('coach.cohorts.deadline'),
      text: (c) => (c.deadline === null ? t('coach.cohorts.noDeadline') : formatDate(c.deadline)),
      card: 'detail',
    },
    { key: 'hubs', header: t('coach.cohorts.hubs'), text: (c) => c.hubs.join(', '), card: 'detail' },
  ];

  return (
    <section className="page">
      <header className="page__header">
        <h1>{t('coach.cohorts.title')}</h1>
        <p className="muted">{t('coach.cohorts.lead')}</p>
      </header>
      {editing ? (
        <CohortForm
          key={editing.cohort?.id ?? 'new'}
          cohort={editing.cohort}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            cohorts.reload();
            if (saved.id) setChosenId(saved.id);
          }}
        />
      ) : (
        <p>
          <button type="button" className="button" onClick={() => setEditing({ cohort: null })}>
            {t('coach.cohorts.add')}
          </button>
        </p>
      )}
      <RecordList
        title={t('coach.cohorts.title')}
        fileName="cohorts"
        columns={columns}
        // The filter and Export come with the rows, so the button never turns enabled under the reader.
        tools={cohorts.data !== null}
        rows={cohorts.data}
        error={cohorts.failed ? t('coach.failed') : null}
        empty={<EmptyState title={t('coach.cohorts.empty')} />}
        rowKey={(c) => c.id}
        actionsHeader={t('coach.cohorts.edit')}
        actions={(c) => (
          <span className="coach-actions">
            <button type="button" className="button button--small button--secondary" aria-label={t('coach.cohorts.editing', { name: c.name })} onClick={() => setEditing({ cohort: c })}>
              {t('coach.cohorts.edit')}
            </button>
            <button type="button" className="button button--small button--secondary" aria-label={t('coach.cohorts.manage', { name: c.name })} onClick={() => setChosenId(c.id)}>
              {t('coach.cohorts.questions')}
            </button>
          </span>
        )}
      />
      {chosen ? (
        <section className="card stack coach-manage" ref={panel} tabIndex={-1} aria-labelledby="manage-title">
          <div className="coach-manage__head">
            <h2 id="manage-title">{t('coach.cohorts.manage', { name: `${chosen.name} ${chosen.year}` })}</h2>
            <button type="button" className="button button--small button--secondary" onClick={() => setChosenId(null)}>
              {t('coach.cohorts.close')}
            </button>
          </div>
          <QuestionsEditor key={`q-${chosen.id}`} cohort={chosen} />
          <EnrolForm key={`e-${chosen.id}`} cohort={chosen} />
        </section>
      ) : null}
    </section>
  );
}
