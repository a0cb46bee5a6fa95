import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { newId } from '../../lib/core';
import { queueSubmission, useSubmission } from '../../lib/files';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { fetchPitches, FILE_KIND, keys } from './api';
import { useLms } from './context';
import { sayMessage } from './messages';
import { LEARNING } from './paths';
import { pitchGroup } from './queued';
import { ReadState } from './ReadState';
import { LmsPage } from './Shell';
import { useKept } from '../../lib/useKept';

/**
 * /dashboard/lms/learning/pitch-submission, /pitch1 and /pitch2 (spec 002 sections 2.6, 5.5): Upload
 * Pitch Deck (one file, any type) through the file queue, then the kept file and its grade.
 */
export function PitchPage() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const number = pathname.endsWith('/pitch2') ? 2 : pathname.endsWith('/pitch1') ? 1 : null;
  return (
    <LmsPage title={number ? t('lms.pitch.number', { number }) : t('lms.pitch.title')} outline>
      {() => (
        <>
          <nav className="lms-pitch__choose" aria-label={t('lms.pitch.title')}>
            {([1, 2] as const).map((n) => (
              <Link key={n} className={number === n ? 'button' : 'button button--secondary'} to={`${LEARNING}/pitch-submission/pitch${n}`} aria-current={number === n ? 'page' : undefined}>
                {t('lms.pitch.number', { number: n })}
              </Link>
            ))}
          </nav>
          {number ? <PitchForm number={number} /> : <p className="card">{t('lms.pitch.lead')}</p>}
        </>
      )}
    </LmsPage>
  );
}

function PitchForm({ number }: { number: 1 | 2 }) {
  const { t, lang, msg } = useI18n();
  const { trainee } = useLms();
  const pitches = useKept(keys.pitches(trainee.id), (signal) => fetchPitches(trainee.id, signal));
  const queued = useSubmission(pitchGroup(number));
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const waiting = queued.submission?.state === 'waiting';
  const refusal = queued.submission?.state === 'refused' ? queued.submission.message : null;
  // Once the server took the deck, its list is read again so the kept deck shows.
  const sentId = queued.submission?.state === 'sent' ? queued.submission.id : null;
  const { reload } = pitches;
  useEffect(() => {
    if (sentId) void reload();
  }, [sentId, reload]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!file) {
      toast.error(t('lms.pitch.chooseFile'), { id: 'lms-pitch' });
      return;
    }
    setBusy(true);
    try {
      await queueSubmission({
        group: pitchGroup(number),
        files: [{ kind: FILE_KIND, name: file.name, blob: file }],
        method: 'POST',
        path: `/lms/pitches/${number}`,
        body: { traineeId: trainee.id, upload: '', submissionId: newId() },
        fileFields: { upload: 0 },
      });
      setFile(null);
    } catch {
      toast.error(sayMessage('An error occurred. Please try again.', lang, msg), { id: 'lms-pitch' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="stack">
      <ReadState read={pitches} what="content" rows={2}>
        {(list) => {
          const kept = list.find((p) => p.number === number);
          return kept ? (
            <div className="card">
              <p>{t('lms.pitch.kept', { name: kept.fileName || kept.upload })}</p>
              <p>{kept.score === null ? t('lms.pitch.notGraded') : t('lms.pitch.grade', { score: kept.score })}</p>
              {kept.comment ? <p>{kept.comment}</p> : null}
            </div>
          ) : null;
        }}
      </ReadState>
      {refusal ? (
        <p className="card lms-refusal" role="alert">
          {sayMessage(refusal, lang, msg)}
        </p>
      ) : null}
      {waiting ? (
        <p className="card lms-waiting" role="status">
          {queued.sending ? t('lms.sending') : t('lms.waiting')}
        </p>
      ) : (
        <form className="card lms-form" onSubmit={(event) => void submit(event)} noValidate>
          <div className="field">
            <label className="field__label" htmlFor={`pitch-${number}`}>
              {t('lms.pitch.upload')}
            </label>
            <input id={`pitch-${number}`} type="file" className="input input--file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </div>
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {busy ? t('lms.sending') : t('lms.pitch.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
