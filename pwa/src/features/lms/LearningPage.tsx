import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { LEARNING } from './paths';
import { LmsPage } from './Shell';

/** /dashboard/lms/learning (spec 002 section 2.6): the course outline, and where the fixed entries lead. */
export function LearningPage() {
  const { t } = useI18n();
  return (
    <LmsPage title={t('lms.learning.title')} outline>
      {() => (
        <div className="card stack">
          <p>{t('lms.learning.lead')}</p>
          <Link className="button button--secondary" to={`${LEARNING}/assignments`}>
            {t('lms.fixed.assignments')}
          </Link>
          <Link className="button button--secondary" to={`${LEARNING}/downloads`}>
            {t('lms.fixed.downloads')}
          </Link>
        </div>
      )}
    </LmsPage>
  );
}

/** /dashboard/lms/learning/resources: the spec's static placeholder reading. */
export function ResourcesPage() {
  const { t } = useI18n();
  return <LmsPage title={t('lms.resources.title')} outline>{() => <p className="card">{t('lms.resources.lead')}</p>}</LmsPage>;
}
