import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useI18n } from '../../lib/i18n';
import { saveRecord, newRecordId } from '../../lib/sync';
import { toast } from '../../lib/toast';
import { useLms } from './context';
import { linesOf, NOTE_ENTITY, type NoteRecord } from './entities';
import { sayMessage } from './messages';
import { checkNote, noteLinesAfterEnter, noteLinesAfterErase } from './rules';

interface NoteDialogProps {
  /** The note to edit; none adds one. */
  note?: NoteRecord;
  onClose: () => void;
}

/**
 * Add and Edit (spec 002 sections 4.5, 5.5): a title and lines keyed 1..n (Enter adds a line after a
 * non-blank one, Backspace or Delete on an emptied line removes it: core's rules), core's note check,
 * a busy button, and the note saved through the offline engine ('Note added successfully', 'Note
 * updated successfully').
 */
export function NoteDialog({ note, onClose }: NoteDialogProps) {
  const { t, lang, msg } = useI18n();
  const { trainee, userId } = useLms();
  const editing = note !== undefined;
  const titleId = useId();
  const [title, setTitle] = useState(note?.title ?? '');
  const [lines, setLines] = useState<string[]>(() => (note ? linesOf(note.notes) : ['']));
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusLine, setFocusLine] = useState<number | null>(null);
  const lineRefs = useRef<(HTMLInputElement | null)[]>([]);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusLine !== null) lineRefs.current[focusLine]?.focus();
  }, [focusLine, lines.length]);
  useEffect(() => {
    dialog.current?.querySelector<HTMLInputElement>('input')?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  function onLineKey(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.key === 'Enter') {
      event.preventDefault();
      const next = noteLinesAfterEnter(lines, index);
      setLines(next);
      if (next.length > lines.length) setFocusLine(index + 1);
    } else if ((event.key === 'Backspace' || event.key === 'Delete') && lines[index] === '') {
      const next = noteLinesAfterErase(lines, index);
      if (next.length < lines.length) {
        event.preventDefault();
        setLines(next);
        setFocusLine(Math.max(0, index - 1));
      }
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkNote({ id: note?.id, traineeId: trainee.id, cohortId: trainee.cohortId, title, lines }, editing);
    if (!checked.ok) {
      setProblem(checked.problem);
      toast.error(sayMessage(checked.problem.message, lang, msg), { id: 'lms-note' });
      return;
    }
    setProblem(null);
    setBusy(true);
    const now = Math.floor(Date.now() / 1000);
    const record: NoteRecord = {
      id: note?.id ?? newRecordId(),
      traineeId: trainee.id,
      cohortId: note?.cohortId ?? trainee.cohortId,
      title: checked.title,
      notes: checked.notes,
      type: note?.type ?? [],
      createdBy: note?.createdBy ?? userId,
      createdAt: note?.createdAt ?? now,
      updatedAt: now,
    };
    try {
      await saveRecord(NOTE_ENTITY, { ...record }, null);
      toast.success(sayMessage(editing ? 'Note updated successfully' : 'Note added successfully', lang, msg), { id: 'lms-note' });
      onClose();
    } catch (error) {
      toast.error(sayMessage(error instanceof Error ? error.message : 'An error occurred. Please try again.', lang, msg), { id: 'lms-note' });
      setBusy(false);
    }
  }

  return (
    <div className="lms-modal" role="presentation" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="lms-modal__box card" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialog}>
        <h2 id={titleId} className="lms__subtitle">
          {editing ? t('lms.notes.edit') : t('lms.notes.add')}
        </h2>
        <form className="lms-form" onSubmit={(event) => void submit(event)} noValidate>
          <div className={problem?.field === 'title' ? 'field field--error' : 'field'}>
            <label className="field__label" htmlFor={`${titleId}-title`}>
              {t('lms.notes.noteTitle')}
            </label>
            <input id={`${titleId}-title`} className="input" value={title} onChange={(e) => setTitle(e.target.value)} disabled={busy} />
          </div>
          <fieldset className={problem?.field === 'notes' ? 'lms-note-lines field--error' : 'lms-note-lines'}>
            <legend className="field__label">{t('lms.notes.lines')}</legend>
            <p className="lms__hint">{t('lms.notes.linesHint')}</p>
            {lines.map((line, index) => (
              <div key={index} className="lms-note-lines__row">
                <span className="lms-note-lines__number" aria-hidden="true">
                  {index + 1}.
                </span>
                <input
                  ref={(element) => {
                    lineRefs.current[index] = element;
                  }}
                  className="input"
                  aria-label={t('lms.notes.line', { number: index + 1 })}
                  value={line}
                  disabled={busy}
                  onChange={(e) => setLines((was) => was.map((l, i) => (i === index ? e.target.value : l)))}
                  onKeyDown={(e) => onLineKey(e, index)}
                />
              </div>
            ))}
          </fieldset>
          {problem ? (
            <p className="field__message" role="alert">
              {sayMessage(problem.message, lang, msg)}
            </p>
          ) : null}
          <div className="lms-form__actions">
            <button type="submit" className="button" disabled={busy} aria-busy={busy}>
              {busy ? t('lms.saving') : editing ? t('lms.notes.saveEdit') : t('lms.notes.saveAdd')}
            </button>
            <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
              {t('lms.cancel')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
