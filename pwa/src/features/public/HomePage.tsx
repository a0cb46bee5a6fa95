import { Link, useNavigate } from 'react-router';
import { ContactList } from '../../components/ContactList';
import { ExternalLink } from '../../components/ExternalLink';
import { useTitle } from '../../components/useTitle';
import { config } from '../../lib/config';
import { useI18n, type MessageKey } from '../../lib/i18n';

const features: ReadonlyArray<readonly [MessageKey, MessageKey]> = [
  ['home.feature.loans.title', 'home.feature.loans.text'],
  ['home.feature.training.title', 'home.feature.training.text'],
  ['home.feature.tools.title', 'home.feature.tools.text'],
];

export function HomePage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  useTitle(null);

  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <h1 className="hero__title">{t('home.title')}</h1>
          <p className="hero__lead">{t('home.lead')}</p>
          <div className="hero__actions">
            <button type="button" className="button button--large button--light" onClick={() => void navigate('/signin')}>
              {t('home.login')}
            </button>
            <Link to="/loan-calculator" className="button button--large button--outline-light">
              {t('home.calculator')}
            </Link>
          </div>
        </div>
      </section>

      <section className="container features">
        {features.map(([title, text]) => (
          <article key={title} className="card feature">
            <h2>{t(title)}</h2>
            <p>{t(text)}</p>
          </article>
        ))}
      </section>

      <section className="container">
        <div className="card contact-card">
          <h2>{t('home.contact.title')}</h2>
          <p>{t('home.contact.text')}</p>
          <ContactList />
          {config.links.contacts ? (
            <p>
              <ExternalLink href={config.links.contacts} className="link-arrow">
                {t('home.contact.page')}
              </ExternalLink>
            </p>
          ) : null}
        </div>
      </section>
    </>
  );
}
