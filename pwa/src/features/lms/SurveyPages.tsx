import { Link, useLocation } from 'react-router';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/useSession';
import { TraineeOnly } from './Gate';
import { LmsNav } from './Shell';
import { BASE, POST_TRAINING_SLUG, slugOfPath, surveyPath } from './paths';
import { SurveyScreen } from './SurveyForm';
import './lms.css';

/** /dashboard/lms/survey/{slug} (spec 002 section 2.6): a gate survey; Back returns to lms/home. */
export function LmsSurveyPage() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  useTitle(t('lms.survey.title'));
  return (
    <section className="page page--narrow lms">
      <LmsNav />
      <TraineeOnly>{() => <SurveyScreen slug={slugOfPath(pathname)} home={`${BASE}/home`} />}</TraineeOnly>
    </section>
  );
}

/** The post-training pages' base: the client's is the bare path, the applicant's ends in /home. */
const POST_BASE = '/dashboard/post-training-survey';
const homeOf = (role: string | undefined): string => (role === 'applicant' ? `${POST_BASE}/home` : POST_BASE);

/**
 * /dashboard/post-training-survey (client) and …/home (applicant) (spec 002 section 2.6): the greeting
 * with the first name and the one survey with Take Survey.
 */
export function PostTrainingHomePage() {
  const { t } = useI18n();
  const user = useSession()?.user;
  const firstName = user?.firstName.trim();
  useTitle(t('lms.post.title'));
  return (
    <section className="page page--narrow lms">
      <h1 className="lms__title">{firstName ? t('lms.post.welcome', { name: firstName }) : t('lms.post.welcomeThere')}</h1>
      <TraineeOnly>
        {() => (
          <ul className="lms-gate__list card">
            <li className="lms-gate__item">
              <span className="lms-gate__name">{t('lms.survey.postTraining')}</span>
              <Link className="button" to={surveyPath(POST_BASE, POST_TRAINING_SLUG)}>
                {t('lms.gate.take')}
              </Link>
            </li>
          </ul>
        )}
      </TraineeOnly>
    </section>
  );
}

/** {base}/survey/{survey}: the form with the trainee, the cohort, round 1 and source post-training. */
export function PostTrainingSurveyPage() {
  const { t } = useI18n();
  const role = useSession()?.user.role;
  const { pathname } = useLocation();
  useTitle(t('lms.survey.postTraining'));
  return (
    <section className="page page--narrow lms">
      <TraineeOnly>
        {() => <SurveyScreen slug={slugOfPath(pathname) || POST_TRAINING_SLUG} home={homeOf(role)} extra={{ round: 1, source: 'post-training' }} />}
      </TraineeOnly>
    </section>
  );
}
