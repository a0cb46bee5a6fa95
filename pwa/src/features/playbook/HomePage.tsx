import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n, type Lang } from '../../lib/i18n';
import { readSurveyLang, saveSurveyLang } from '../../lib/surveyLang';
import { Frame } from './Frame';
import { BASE } from './paths';

/**
 * /dashboard/playbook/home (spec 001 section 2.3): welcome, View Advisors, the survey's language
 * (stored as `lang`, as the survey's own home does) and Take Survey.
 */
export function HomePage() {
  const { t, lang: appLang } = useI18n();
  const [surveyLang, setSurveyLang] = useState<Lang>(() => readSurveyLang(appLang));
  const choose = (next: Lang) => {
    saveSurveyLang(next);
    setSurveyLang(next);
  };
  return (
    <Frame title={t('pb.home.title')}>
      <div className="card stack">
        <p className="lead">{t('pb.home.lead')}</p>
        <Link className="button pb__action" to={`${BASE}/advisors`}>
          {t('pb.home.viewAdvisors')}
        </Link>
      </div>
      <div className="card stack pb__gap">
        <h2 className="pb__subtitle">{t('pb.home.surveyTitle')}</h2>
        <p>{t('pb.home.surveyLead')}</p>
        <fieldset className="pb-lang">
          <legend>{t('pb.home.language')}</legend>
          {(['en', 'sw'] as const).map((option) => (
            <label key={option} className="pb-lang__choice">
              <input type="radio" name="survey-lang" value={option} checked={surveyLang === option} onChange={() => choose(option)} />
              {option === 'en' ? t('pb.home.english') : t('pb.home.swahili')}
            </label>
          ))}
        </fieldset>
        <Link className="button button--secondary pb__action" to={`${BASE}/quarterly_survey`}>
          {t('pb.home.takeSurvey')}
        </Link>
      </div>
    </Frame>
  );
}
