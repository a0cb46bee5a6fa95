/** /dashboard/business-documents/home: the welcome text and a button to Quotations. */
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { Frame } from './Frame';
import { PATHS } from './paths';

export function HomePage() {
  const { t } = useI18n();
  return (
    <Frame title={t('documents.title')}>
      <div className="card doc-home">
        <h2>{t('documents.home.title')}</h2>
        <p>{t('documents.home.text')}</p>
        <Link className="button" to={PATHS.quotation}>
          {t('documents.home.toQuotations')}
        </Link>
      </div>
    </Frame>
  );
}
