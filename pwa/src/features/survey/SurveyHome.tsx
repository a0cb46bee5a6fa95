import { Link } from 'react-router';
import { Skeleton } from '../../components/Skeleton';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';
import { MenuState, KeptNote, LanguagePicker } from './parts';
import { readDraft } from './draft';
import { QUARTERLY, useMenu, useQueued, useSurveyBase, useSurveyLang } from './useSurvey';
import './survey.css';

/**
 * /dashboard/qsurvey/{client|applicant|digiprime}/home: the survey's language and Take Survey, or why
 * it cannot be taken now (closed, filled in this quarter, waiting to send).
 */
export function SurveyHomePage() {
  const { t } = useI18n();
  const base = useSurveyBase();
  const [lang, setLang] = useSurveyLang();
  const menu = useMenu(QUARTERLY, lang);
  const queued = useQueued(QUARTERLY, menu.userId, lang, menu.reload);
  useTitle(t('survey.homeTitle'));
  const draft = menu.userId ? readDraft(menu.userId, QUARTERLY) : null;

  return (
    <section className="page page--narrow survey">
      <div className="card">
        <h1>{t('survey.homeTitle')}</h1>
        <p>{t('survey.homeLead')}</p>
        <LanguagePicker lang={lang} onChange={setLang} />
      </div>
      {menu.loading && !menu.data ? <Skeleton rows={2} label={t('survey.loading')} /> : null}
      {menu.data?.keptAt != null ? <KeptNote at={menu.data.keptAt} /> : null}
      <MenuState menu={menu} queued={queued} lang={lang}>
        <Link className="button button--primary survey__take" to={`${base}/${QUARTERLY}`}>
          {draft ? t('survey.continue') : t('survey.take')}
        </Link>
      </MenuState>
    </section>
  );
}
