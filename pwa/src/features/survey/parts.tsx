/** What both survey screens show: the language picker, the kept-copy note and the menu's state. */
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { showDateTime } from '../../lib/nairobiTime';
import { useI18n, type Lang } from '../../lib/i18n';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errors';
import type { Loaded } from '../../lib/lastKnown';
import type { SurveyMenu } from './api';
import { useSayError } from './useSurvey';

export function LanguagePicker({ lang, onChange }: { lang: Lang; onChange: (lang: Lang) => void }) {
  const { t } = useI18n();
  return (
    <fieldset className="survey__lang">
      <legend>{t('survey.language')}</legend>
      {(['en', 'sw'] as const).map((option) => (
        <label key={option} className="survey__choice">
          <input type="radio" name="survey-lang" value={option} checked={lang === option} onChange={() => onChange(option)} />
          {option === 'en' ? t('survey.english') : t('survey.swahili')}
        </label>
      ))}
    </fieldset>
  );
}

/** Shown from the copy kept on the phone: says so, and from when. */
export function KeptNote({ at }: { at: number }) {
  const { t } = useI18n();
  return (
    <p className="card survey__kept" role="status">
      {t('survey.kept', { when: showDateTime(Math.floor(at / 1000)) })}
    </p>
  );
}

interface MenuStateProps {
  menu: { data: Loaded<SurveyMenu> | null; loading: boolean; failed: boolean; reload: () => void; error?: unknown };
  queued: { waiting: boolean; sending: boolean; refusal: string | null };
  lang: Lang;
  /** What to show when the survey may be filled in. */
  children: ReactNode;
}

/** Waiting to send, filled in this quarter, closed, failed, or the survey (`children`). */
export function MenuState({ menu, queued, lang, children }: MenuStateProps) {
  const { t } = useI18n();
  const sayError = useSayError(lang);
  if (queued.waiting) {
    return (
      <p className="card survey__waiting" role="status" data-testid="survey-waiting">
        <strong>{t('survey.waitingShort')}</strong> {queued.sending ? t('survey.sending') : t('survey.waiting')}
      </p>
    );
  }
  if (!menu.data) {
    if (menu.loading) return null;
    return (
      <EmptyState
        title={menu.error instanceof ApiError && menu.error.kind === 'http' ? sayError(errorMessage(menu.error)) : t('survey.failed')}
        action={
          <button type="button" className="button" onClick={menu.reload}>
            {t('survey.retry')}
          </button>
        }
      />
    );
  }
  const data = menu.data.value;
  if (data.submitted) return <EmptyState title={t('survey.done')} />;
  if (!data.active) return <EmptyState title={t('survey.closed')} />;
  if (data.subMenus.length === 0) return <EmptyState title={t('survey.noQuestions')} />;
  return (
    <>
      {queued.refusal ? (
        <p className="card survey__refusal" role="alert">
          {queued.refusal}
        </p>
      ) : null}
      {children}
    </>
  );
}
