import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { KeptNote } from '../../components/KeptNote';
import { RecordList, type Column } from '../../components/RecordList/RecordList';
import { useTitle } from '../../components/useTitle';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { CONTENT_KEY, createPlaybook, fetchContent, type Playbook } from './api';
import { playbookBody, playbookForm, sessionsCount, textIn } from './content';
import { isPlaybookForm } from './draft';
import { PlaybookForm } from './PlaybookForm';
import { useContentBase } from './useContentBase';
import { useDraft } from './useDraft';
import { useKept } from './useKept';
import { useSay } from './useSay';
import './content.css';

export const TOAST_ID = 'playbook-content';

/**
 * /coach/playbooks (and /super-admin/playbooks): every playbook with its chapters and sessions
 * counted, and a new playbook's names and summary. Offline, the playbooks as they were last read.
 */
export function PlaybooksPage() {
  const { t, lang, msg } = useI18n();
  const base = useContentBase();
  const content = useKept(CONTENT_KEY, fetchContent);
  useTitle(t('pbContent.title'));

  const columns = useMemo(
    (): Column<Playbook>[] => [
      { key: 'name', header: t('pbContent.name'), text: (p) => textIn(p.name, lang), card: 'title' },
      { key: 'chapters', header: t('pbContent.chapters'), text: (p) => String(p.chapters.length), numeric: true, card: 'detail' },
      { key: 'sessions', header: t('pbContent.sessions'), text: (p) => String(sessionsCount(p)), numeric: true, card: 'detail' },
    ],
    [t, lang],
  );

  const kept = content.data?.keptAt ?? null;
  return (
    <section className="page pb-content">
      <header className="page__header">
        <h1>{t('pbContent.title')}</h1>
        <p className="muted">{t('pbContent.lead')}</p>
      </header>
      <NewPlaybookPanel />
      {kept !== null ? <KeptNote at={kept} say={(when) => t('pbContent.kept', { when })} /> : null}
      {content.error && !content.data ? (
        <EmptyState
          title={`${t('pbContent.failed')} ${msg(errorMessage(content.error))}`}
          action={
            <button type="button" className="button" onClick={content.reload}>
              {t('pbContent.retry')}
            </button>
          }
        />
      ) : (
        <RecordList
          title={t('pbContent.title')}
          fileName="playbooks"
          columns={columns}
          rows={content.data?.value.playbooks ?? null}
          error={null}
          empty={<EmptyState title={t('pbContent.none')} text={t('pbContent.noneText')} />}
          rowKey={(p) => p._id}
          open={(p) => ({ to: `${base}/${p._id}`, label: t('pbContent.open') })}
        />
      )}
    </section>
  );
}

/** Folded until opened: a new playbook's names and summary; once created, its page opens. */
function NewPlaybookPanel() {
  const { t } = useI18n();
  const say = useSay();
  const base = useContentBase();
  const navigate = useNavigate();
  const draft = useDraft('playbook:new', () => playbookForm(), isPlaybookForm);
  const [open, setOpen] = useState(draft.drafted);
  return (
    <details className="card panel pb-content__new" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="panel__summary">{t('pbContent.new')}</summary>
      <div className="panel__body">
        {open ? (
          <PlaybookForm
            idPrefix="new-playbook"
            draft={draft}
            submit={t('pbContent.create')}
            onDiscard={() => draft.reset(playbookForm())}
            onSave={async (form) => {
              const saved = await createPlaybook(playbookBody(form));
              draft.reset(playbookForm());
              toast.success(say(saved.msg), { id: TOAST_ID });
              void navigate(`${base}/${saved.data._id}`);
            }}
          />
        ) : null}
      </div>
    </details>
  );
}
