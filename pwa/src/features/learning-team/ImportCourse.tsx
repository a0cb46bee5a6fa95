import { useId, useState, type ChangeEvent } from 'react';
import { useCreateId } from '../../lib/useCreateId';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/useOnline';
import { importCourse, type Imported } from './api';
import { pick, readPicked, sizeOf, type Picked } from './courseFiles';
import { importProblems, type Problem } from './importProblems';
import { TOAST_ID } from './NewCohortPanel';
import { coursePath, useLearningBase } from './paths';
import { useSay } from './say';

type Outcome =
  | { kind: 'imported'; imported: Imported; message: string }
  | { kind: 'problems'; problems: Problem[] }
  | { kind: 'refused'; message: string };

/** Lets the folder input choose a whole folder (not in React's attribute list, so set on the element). */
const asFolderInput = (element: HTMLInputElement | null) => {
  element?.setAttribute('webkitdirectory', '');
  element?.setAttribute('directory', '');
};

/**
 * A course written as a folder of Markdown files (docs/lms.md, the course format) imported as a new
 * course of the cohort: the folder chosen (or its Markdown files picked by hand), how many files and
 * how big said before sending; every problem the server finds listed with its file and line, so the
 * coach can fix them and import again; once imported, what it holds and a link to the course.
 */
export function ImportCourse({ cohortId, onImported }: { cohortId: string; onImported: () => void }) {
  const { t } = useI18n();
  const { say, failure } = useSay();
  const base = useLearningBase();
  const online = useOnline();
  const id = useId();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const createId = useCreateId();
  const [inputs, setInputs] = useState(0);

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const files = event.target.files;
    setOutcome(null);
    setPicked(files && files.length > 0 ? pick(Array.from(files)) : null);
  }

  async function send(chosen: Picked) {
    setOutcome(null);
    setBusy(true);
    try {
      const read = await readPicked(chosen);
      if (!read.ok) {
        setOutcome({ kind: 'refused', message: say(read.message) });
        return;
      }
      const saved = await importCourse(cohortId, read.files, createId.get());
      createId.renew();
      toast.success(say(saved.message), { id: TOAST_ID });
      setOutcome({ kind: 'imported', imported: saved.data, message: say(saved.message) });
      setPicked(null);
      setInputs((n) => n + 1);
      onImported();
    } catch (error) {
      const problems = importProblems(error);
      setOutcome(problems ? { kind: 'problems', problems } : { kind: 'refused', message: failure(error) });
    } finally {
      setBusy(false);
    }
  }

  const size = picked ? sizeOf(picked.bytes) : null;
  return (
    <div className="lt__import">
      <p className="muted">{t('lmsTeam.importLead')}</p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-folder`}>
          {t('lmsTeam.chooseFolder')}
        </label>
        <input key={`folder-${inputs}`} ref={asFolderInput} id={`${id}-folder`} className="input input--file" type="file" multiple disabled={busy} onChange={onPick} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-files`}>
          {t('lmsTeam.chooseFiles')}
        </label>
        <input
          key={`files-${inputs}`}
          id={`${id}-files`}
          className="input input--file"
          type="file"
          multiple
          accept=".md,text/markdown,text/plain"
          disabled={busy}
          onChange={onPick}
        />
      </div>
      {picked && size ? (
        <p className="lt__note" role="status" data-testid="import-summary">
          {t('lmsTeam.pickedFiles', { n: picked.count, size: t(`lmsTeam.size.${size.unit}`, { amount: size.amount }) })}
          {picked.skipped > 0 ? ` ${t('lmsTeam.hiddenLeftOut', { n: picked.skipped })}` : ''}
        </p>
      ) : null}
      {picked?.refusal ? (
        <p className="lt__refusal" role="alert">
          {say(picked.refusal)}
        </p>
      ) : null}
      <div className="lt__actions">
        <button
          type="button"
          className="button"
          disabled={!picked || picked.count === 0 || picked.refusal !== null || busy || !online}
          aria-busy={busy}
          onClick={() => picked && void send(picked)}
        >
          {busy ? t('lmsTeam.importing') : t('lmsTeam.import')}
        </button>
      </div>
      {outcome?.kind === 'imported' ? (
        <div className="lt__done" role="status">
          <p>
            <strong>{outcome.message}</strong>{' '}
            {t('lmsTeam.importedCounts', {
              chapters: outcome.imported.chapters,
              topics: outcome.imported.topics,
              assignments: outcome.imported.assignments,
            })}
          </p>
          <Link className="button button--secondary" to={coursePath(base, outcome.imported.classId)}>
            {t('lmsTeam.openCourse')}
          </Link>
        </div>
      ) : null}
      {outcome?.kind === 'problems' ? (
        <div className="lt__problems" role="alert">
          <p>
            <strong>{t('lmsTeam.notImported', { n: outcome.problems.length })}</strong>
          </p>
          <ol aria-label={t('lmsTeam.problems')}>
            {outcome.problems.map((problem, index) => (
              <li key={index}>
                <code className="lt__file">{problem.file || t('lmsTeam.wholeFolder')}</code>
                {problem.line > 0 ? <span className="lt__line">{t('lmsTeam.line', { n: problem.line })}</span> : null}
                <span>{say(problem.message)}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {outcome?.kind === 'refused' ? (
        <p className="lt__refusal" role="alert">
          {outcome.message}
        </p>
      ) : null}
    </div>
  );
}
