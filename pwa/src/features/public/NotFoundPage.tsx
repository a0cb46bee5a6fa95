import { Link } from 'react-router';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';

export function NotFoundPage() {
  const { t } = useI18n();
  useTitle(t('notFound.title'));
  return (
    <section className="page page--narrow">
      <div className="card notice">
        <p className="notice__code" aria-hidden="true">
          404
        </p>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <Link to="/" className="button">
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  );
}
