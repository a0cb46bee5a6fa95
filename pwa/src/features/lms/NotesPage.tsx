import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { saveBlob } from '../../lib/fileDownload';
import { useI18n } from '../../lib/i18n';
import { useRecords } from '../../lib/sync';
import { toast } from '../../lib/toast';
import { linesOf, NOTE_ENTITY, type NoteRecord } from './entities';
import { sayMessage } from './messages';
import { NoteDialog } from './NoteDialog';
import { LEARNING, notePath } from './paths';
import { cardTitle } from './rules';
import { LmsPage } from './Shell';
import './entities';

/**
 * /dashboard/lms/learning/notes and …/notes/{noteId} (spec 002 sections 2.6, 4.5, 5.5, 9): the
 * trainee's notes kept on the phone by the offline engine (they open and save offline), cards with
 * core's card title, the note's lines, Add and Edit, and the note as an A4 PDF.
 */
export function NotesPage() {
  const { t } = useI18n();
  const noteId = useParams().noteId;
  return (
    <LmsPage title={t('lms.notes.title')} outline>
      {() => (noteId ? <NoteDetail id={noteId} /> : <NoteList />)}
    </LmsPage>
  );
}

function useNotes() {
  const read = useRecords<NoteRecord>(NOTE_ENTITY);
  return { ...read, notes: read.records?.filter((r) => !r.record.deleted).map((r) => ({ ...r.record, id: r.id, pending: r.state === 'pending', refusal: r.state === 'rejected' ? r.message : null })) ?? null };
}

function NoteList() {
  const { t, lang, msg } = useI18n();
  const { notes, error } = useNotes();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setAdding(true)}>
        {t('lms.notes.add')}
      </button>
      {notes === null ? (
        error ? <EmptyState title={sayMessage('Something went wrong with fetching notes', lang, msg)} /> : <Skeleton rows={3} />
      ) : notes.length === 0 ? (
        <EmptyState title={sayMessage('You have not added any notes yet.', lang, msg)} />
      ) : (
        <ul className="lms-cards lms-notes" data-testid="lms-notes">
          {[...notes]
            .sort((a, b) => b.updatedAt - a.updatedAt)
            .map((note) => (
              <li key={note.id} className="card lms-note-card">
                <Link to={notePath(note.id)} className="lms-note-card__title">
                  {cardTitle(note.title)}
                </Link>
                <p className="lms__hint">{linesOf(note.notes)[0] ?? ''}</p>
                {note.pending ? <span className="lms-tag">{t('lms.waiting')}</span> : null}
                {note.refusal ? <p className="lms-refusal">{sayMessage(note.refusal, lang, msg)}</p> : null}
              </li>
            ))}
        </ul>
      )}
      {adding ? <NoteDialog onClose={() => setAdding(false)} /> : null}
    </>
  );
}

function NoteDetail({ id }: { id: string }) {
  const { t, lang, msg } = useI18n();
  const { notes } = useNotes();
  const [editing, setEditing] = useState(false);
  if (notes === null) return <Skeleton rows={3} />;
  const note = notes.find((n) => n.id === id);
  if (!note) return <EmptyState title={sayMessage('Note not found', lang, msg)} action={<Link to={`${LEARNING}/notes`}>{t('lms.notes.back')}</Link>} />;
  const lines = linesOf(note.notes);
  return (
    <article className="card lms-note">
      <Link className="button button--ghost" to={`${LEARNING}/notes`}>
        <span aria-hidden="true">←</span> {t('lms.notes.back')}
      </Link>
      <h2 className="lms__subtitle">{note.title}</h2>
      <ol className="lms-note__lines">
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ol>
      {note.refusal ? <p className="lms-refusal">{sayMessage(note.refusal, lang, msg)}</p> : null}
      <div className="lms-form__actions">
        <button type="button" className="button" onClick={() => setEditing(true)}>
          {t('lms.notes.edit')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void exportPdf(note.title, lines, t('lms.notes.lines'), () => toast.error(sayMessage('An error occurred. Please try again.', lang, msg)))}>
          {t('lms.notes.pdf')}
        </button>
      </div>
      {editing ? <NoteDialog note={note} onClose={() => setEditing(false)} /> : null}
    </article>
  );
}

/** The note as an A4 PDF by core's PDF writer (a numbered table of its lines), loaded only when asked. */
async function exportPdf(title: string, lines: readonly string[], header: string, onFail: () => void): Promise<void> {
  try {
    const [{ loadPdfCore, tablePdf }, { config }] = await Promise.all([import('../../lib/core-pdf'), import('../../lib/config')]);
    await loadPdfCore();
    const bytes = tablePdf(title, [['#', header], ...lines.map((line, i) => [String(i + 1), line])], [true, false], config.product);
    saveBlob(new Blob([bytes], { type: 'application/pdf' }), `${title.replace(/[^\w-]+/g, '_').slice(0, 40) || 'note'}.pdf`);
  } catch {
    onFail();
  }
}
