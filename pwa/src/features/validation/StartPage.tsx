/**
 * Start Validation (spec 002 sections 2.5, 4.4, 5.4): the financial institution and the statement
 * (a PDF, a CSV or a picture) from the phone, sent through the file queue, so a statement chosen with
 * a poor connection goes up in pieces and one chosen offline waits on the phone. After a good upload
 * the form shows 'Success. Await validation report' and no submit button. A protected PDF is asked
 * its password, which is sent once, straight away, and kept nowhere.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { KeptNote } from '../../components/KeptNote';
import { Loading } from '../../components/Loading';
import { SelectField, TextField } from '../../components/Field';
import { useTitle } from '../../components/useTitle';
import { ApiError } from '../../lib/api';
import { dismissSubmission, queueSubmission, useSubmission } from '../../lib/files';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useKept } from '../../lib/useKeptRead';
import { useOnline } from '../../lib/useOnline';
import { useSession } from '../../lib/useSession';
import { fetchInstitutions, sendWithPassword, type StatementForm } from './api';
import { failureText } from './failures';
import { PATHS } from './paths';
import { ValidationNav } from './ValidationNav';
import './validation.css';

const GROUP = 'validation-statement';
const ACCEPT = '.pdf,.csv,application/pdf,text/csv,image/jpeg,image/png';
const INSTITUTIONS = { key: 'validation.institutions', load: (signal: AbortSignal) => fetchInstitutions(signal) };

const needsPassword = (refusal: unknown): boolean =>
  typeof refusal === 'object' && refusal !== null && (refusal as { needsPassword?: unknown }).needsPassword === true;

export function StartPage() {
  const { t, msg } = useI18n();
  useTitle(t('validation.start.title'));
  const user = useSession()?.user;
  const online = useOnline();
  const id = useId();
  const institutions = useKept(INSTITUTIONS);
  const queued = useSubmission(GROUP);
  const [institution, setInstitution] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [phone, setPhone] = useState(user?.mpesaPhone ?? user?.phoneNumber ?? '');
  const [tried, setTried] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState(false);

  const submission = queued.submission;
  // A refusal of the queued request (it may come while this page is open, or was waiting): said once.
  const refusedId = submission?.state === 'refused' ? submission.id : null;
  const refusal = submission?.message ?? '';
  useEffect(() => {
    if (refusedId) toast.error(refusal ? t('validation.error.withMessage', { message: msg(refusal) }) : t('validation.error.bare'), { id: refusedId });
  }, [refusedId, refusal, t, msg]);
  const done = opened || submission?.state === 'sent';
  const askPassword = submission?.state === 'refused' && needsPassword(submission.refusal);
  const institutionError = tried && !institution ? t('validation.start.chooseInstitution') : null;
  const fileError = tried && !file ? t('validation.start.chooseFile') : null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!institution || !file || busy) return;
    setBusy(true);
    try {
      if (submission) await dismissSubmission(submission.id);
      const form: StatementForm = { financialInsitutionId: institution, phone };
      await queueSubmission({
        group: GROUP,
        files: [{ kind: 'statement', name: file.name, blob: file }],
        method: 'POST',
        path: '/validation/statements',
        body: { ...form },
        fileFields: { pdfFinancialStatement: 0 },
      });
    } catch {
      toast.error(t('validation.start.notKept'));
    } finally {
      setBusy(false);
    }
  }

  async function onPassword(event: FormEvent) {
    event.preventDefault();
    const uploadId = queued.files[0]?.uploadId;
    if (!submission || !uploadId || busy) return;
    setBusy(true);
    try {
      const body = submission.body as unknown as StatementForm;
      const answer = await sendWithPassword({ financialInsitutionId: body.financialInsitutionId, phone: body.phone }, uploadId, password);
      setPassword('');
      setOpened(true);
      await dismissSubmission(submission.id);
      toast.success(msg(answer.message));
    } catch (error) {
      setPassword('');
      toast.error(error instanceof ApiError ? failureText(error, { t, msg }) : t('validation.error.generic'));
    } finally {
      setBusy(false);
    }
  }

  async function again() {
    setOpened(false);
    setFile(null);
    setTried(false);
    if (submission) await dismissSubmission(submission.id);
  }

  return (
    <section className="page page--narrow validation">
      <ValidationNav />
      <div className="card">
        <h1>{t('validation.start.title')}</h1>
        <p className="muted">{t('validation.start.lead')}</p>
        {done ? (
          <div className="validation__done" role="status">
            <p className="validation__success">{t('msg.validation.awaitReport')}</p>
            <p>
              <Link to={PATHS.report}>{t('validation.start.toReport')}</Link>
            </p>
            <button type="button" className="link-button" onClick={() => void again()}>
              {t('validation.start.another')}
            </button>
          </div>
        ) : submission?.state === 'waiting' ? (
          <div role="status" className="validation__waiting">
            <p>{online ? t('validation.start.sending', { percent: queued.percent }) : t('validation.start.offline')}</p>
            <progress max={100} value={queued.percent} />
          </div>
        ) : askPassword ? (
          <form className="form" onSubmit={(event) => void onPassword(event)} noValidate>
            <p className="validation__refused" role="alert">
              {msg(submission?.message ?? '')}
            </p>
            <TextField
              id={`${id}-password`}
              label={t('validation.start.password')}
              hint={t('validation.start.passwordHint')}
              type="password"
              autoComplete="off"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <div className="validation__buttons">
              <button type="submit" className="button" disabled={busy || !online || password === ''}>
                {busy ? t('validation.start.opening') : t('validation.start.open')}
              </button>
              <button type="button" className="button button--secondary" onClick={() => void again()}>
                {t('validation.start.another')}
              </button>
            </div>
            {!online ? <p className="muted">{t('validation.start.passwordOnline')}</p> : null}
          </form>
        ) : (
          <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
            {submission?.state === 'refused' ? (
              <p className="validation__refused" role="alert">
                {msg(submission.message ?? '')}
              </p>
            ) : null}
            {institutions.keptAt !== null ? <KeptNote at={institutions.keptAt} say={(when) => t('validation.kept', { when })} /> : null}
            {institutions.loading && !institutions.data ? <Loading label={t('validation.start.loadingInstitutions')} /> : null}
            {institutions.error && !institutions.data ? (
              <p className="validation__refused" role="alert">
                {msg('Could not get financial institutions')}
              </p>
            ) : null}
            {institutions.data?.length === 0 ? (
              <p className="validation__refused" role="alert">
                {t('validation.error.noData')}
              </p>
            ) : null}
            <SelectField
              id={`${id}-institution`}
              label={t('validation.start.institution')}
              value={institution}
              error={institutionError}
              onChange={(event) => setInstitution(event.target.value)}
            >
              <option value="">{t('validation.start.chooseInstitution')}</option>
              {(institutions.data ?? []).map((i) => (
                <option key={i.id} value={i.id}>
                  {i.name}
                </option>
              ))}
            </SelectField>
            <div className="field">
              <label htmlFor={`${id}-file`}>{t('validation.start.file')}</label>
              <input
                id={`${id}-file`}
                type="file"
                accept={ACCEPT}
                aria-describedby={`${id}-file-hint`}
                aria-invalid={fileError ? true : undefined}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
              <p id={`${id}-file-hint`} className={fileError ? 'field__error' : 'field__hint'}>
                {fileError ?? t('validation.start.fileHint')}
              </p>
            </div>
            <TextField id={`${id}-phone`} label={t('validation.start.phone')} type="tel" inputMode="tel" value={phone} onChange={(event) => setPhone(event.target.value)} />
            <button type="submit" className="button" disabled={busy}>
              {t('validation.start.submit')}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
