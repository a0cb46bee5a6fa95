/**
 * /dashboard/invest-profile/home (spec 002 sections 2.4, 4.3, 8.3): one page with its states:
 * loading; no profile (Create Profile); the create form; 'My Invest Profile' with an edit icon; 'Edit
 * Invest Profile' with a Back link; an error view. The profile and the categories are kept on the
 * phone, so the page opens offline; a save waits in the file queue until it is sent, and the page
 * shows the profile as it will be meanwhile.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { KeptNote } from '../../components/KeptNote';
import { Skeleton } from '../../components/Skeleton';
import { UploadProgress } from '../../components/UploadProgress';
import { useTitle } from '../../components/useTitle';
import { INVEST_FIELDS, type InvestForm } from '../../lib/core-invest';
import { dismissSubmission, useSubmission } from '../../lib/files';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useKept } from '../../lib/useKept';
import { useOnline } from '../../lib/useOnline';
import { useSession } from '../../lib/useSession';
import { formOf, readInvest, SAVE_GROUP, type ChosenPicture, type InvestProfile, type InvestRead } from './api';
import { readDraft } from './draft';
import { ProfileForm } from './ProfileForm';
import { ProfileView } from './ProfileView';
import './investProfile.css';

type Mode = 'view' | 'create' | 'edit';

export const ERROR_FETCHING_PROFILE = 'Error fetching profile';
export const FETCH_PROFILE_FAILED = 'Something went wrong with fetching profile';
export const AN_ERROR_OCCURRED = 'An error occurred';

export function InvestProfilePage() {
  const { t, msg } = useI18n();
  const session = useSession();
  const online = useOnline();
  const read = useKept<InvestRead>('invest-profile', readInvest);
  const queued = useSubmission(SAVE_GROUP);
  const [mode, setMode] = useState<Mode>('view');
  const [failure, setFailure] = useState<string | null>(null);
  const handled = useRef<string | null>(null);
  const top = useRef<HTMLElement>(null);
  useTitle(t('invest.title'));

  const submission = queued.submission;
  const reload = read.reload;
  // The queued save settled (here, in another tab or while the page was closed): say so once.
  useEffect(() => {
    if (!submission || submission.state === 'waiting' || handled.current === submission.id) return;
    handled.current = submission.id;
    if (submission.state === 'sent') {
      toast.success(msg(submission.message ?? 'Profile updated successfully'), { id: 'invest' });
      setFailure(null);
      setMode('view');
      void dismissSubmission(submission.id);
      void reload();
      top.current?.scrollIntoView?.({ block: 'start' });
    } else {
      const text = submission.message ?? AN_ERROR_OCCURRED;
      setFailure(text);
      toast.error(msg(text), { id: 'invest' });
      setMode(submission.path.endsWith('/create') ? 'create' : 'edit');
    }
  }, [submission, msg, reload]);

  const waiting = submission?.state === 'waiting' ? submission : null;
  const waitingPictures = useMemo(() => {
    if (!waiting) return undefined;
    const picture = (field: string): ChosenPicture | null => {
      const key = waiting.fileFields[field];
      const file = queued.files.find((candidate) => candidate.key === key);
      return file ? { name: file.name, blob: file.blob } : null;
    };
    return { image: picture('image'), logo: picture('logo') };
  }, [waiting, queued.files]);

  if (!session) return null;
  const userId = session.user.user_id;
  const data = read.data?.value ?? null;
  const profile = data?.profile ?? null;
  const refused = submission?.state === 'refused' ? submission : null;

  let body: React.ReactNode;
  if (!data) {
    body = read.loading ? (
      <Skeleton rows={6} label={t('invest.loading')} />
    ) : (
      <div className="card invest-error" role="alert">
        <h2>{msg(ERROR_FETCHING_PROFILE)}</h2>
        <p>{msg(FETCH_PROFILE_FAILED)}</p>
        <button type="button" className="button button--secondary" onClick={() => void reload()}>
          {t('invest.retry')}
        </button>
      </div>
    );
  } else if (waiting) {
    const shown: InvestProfile = { ...(profile ?? emptyProfile()), ...pendingFields(waiting.body) };
    body = (
      <>
        <p className="notice-inline" role="status">
          {t('invest.waiting')}
        </p>
        {online ? <UploadProgress id="invest-progress" percent={queued.percent} label={t('invest.title')} text={t('invest.sending', { percent: queued.percent })} /> : null}
        <ProfileView profile={shown} categories={data.categories} waiting={waitingPictures} />
      </>
    );
  } else if (mode === 'view' && profile) {
    body = (
      <>
        <div className="invest-page__bar">
          <h2>{t('invest.viewTitle')}</h2>
          <button type="button" className="button button--secondary invest-page__edit" onClick={() => setMode('edit')} aria-label={t('invest.edit')}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path fill="currentColor" d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25zm17.7-10.2a1 1 0 0 0 0-1.42l-2.34-2.33a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z" />
            </svg>
          </button>
        </div>
        <ProfileView profile={profile} categories={data.categories} />
      </>
    );
  } else if (mode === 'view' && !profile) {
    body = (
      <div className="card invest-none">
        <svg className="invest-none__art" viewBox="0 0 120 80" aria-hidden="true">
          <rect x="10" y="30" width="100" height="44" rx="6" fill="#d9efe6" />
          <path d="M10 36l50-28 50 28" fill="none" stroke="#0b5f3a" strokeWidth="5" strokeLinejoin="round" />
          <rect x="50" y="48" width="20" height="26" rx="3" fill="#0b5f3a" />
        </svg>
        <p className="invest-none__text">{t('invest.none')}</p>
        <p className="muted">{t('invest.none.why')}</p>
        <button type="button" className="button" onClick={() => setMode('create')}>
          {t('invest.create')}
        </button>
      </div>
    );
  } else {
    const editing = mode === 'edit' && profile !== null;
    const refusedForm = refused ? formFromBody(refused.body) : null;
    body = (
      <>
        <div className="invest-page__bar">
          <h2>{editing ? t('invest.editTitle') : t('invest.createTitle')}</h2>
          {editing ? (
            <button type="button" className="link-button" onClick={() => setMode('view')}>
              {t('invest.back')}
            </button>
          ) : null}
        </div>
        {data.categoriesProblem ? (
          <p className="form__result form__result--error" role="alert">
            {msg(data.categoriesProblem)}
          </p>
        ) : null}
        <ProfileForm
          key={mode}
          userId={userId}
          initial={refusedForm ?? readDraft(userId) ?? formOf(editing ? profile : null, session.user.phoneNumber ?? '')}
          existing={editing ? profile : null}
          categories={data.categories}
          failure={failure}
          refusedId={refused?.id ?? null}
          onCancel={() => setMode('view')}
        />
      </>
    );
  }

  return (
    <section className="page invest-page" ref={top}>
      <h1>{t('invest.title')}</h1>
      {read.data?.keptAt ? <KeptNote at={read.data.keptAt} say={(when) => t('invest.kept', { when })} look="inline" /> : null}
      {body}
      <p className="invest-page__footer">{t('invest.footer')}</p>
    </section>
  );
}

function emptyProfile(): InvestProfile {
  return {
    id: '',
    name: '',
    displayName: '',
    businessCategory: 0,
    businessCategoryName: '',
    phone: '',
    overview: '',
    companyDifferentiation: '',
    yearPlan5: '',
    investorBenefit: '',
    currentNeed: '',
    businessAddress: '',
    mapLink: '',
    videoId: '',
    imageUrl: null,
    logoUrl: null,
    enabled: 1,
    readyForGrowth: 0,
    showPerformance: 0,
    dateAdded: 0,
    lastEdited: 0,
  };
}

/** The fields of a queued save's body, as the profile will have them. */
function pendingFields(body: Record<string, unknown>): Partial<InvestProfile> {
  const fields: Partial<InvestProfile> = {};
  for (const [field, value] of Object.entries(body)) {
    if (field === 'image' || field === 'logo' || field === 'id' || field === 'dateAdded' || field === 'lastEdited') continue;
    (fields as Record<string, unknown>)[field] = value;
  }
  return fields;
}

/** A refused save's body as the form: what was typed comes back, nothing is lost. */
function formFromBody(body: Record<string, unknown>): InvestForm {
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  return Object.fromEntries(INVEST_FIELDS.map((field) => [field, text(body[field])])) as unknown as InvestForm;
}
