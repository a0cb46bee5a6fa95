import { ExternalLink } from '../../components/ExternalLink';
import { config } from '../../lib/config';
import { useI18n } from '../../lib/i18n';
import { InfoPage } from './InfoPage';

export function TermsPage() {
  const { t } = useI18n();
  return (
    <InfoPage
      title="terms.title"
      lead="terms.lead"
      sections={[
        { title: 'terms.s1.title', text: 'terms.s1.text' },
        { title: 'terms.s2.title', text: 'terms.s2.text' },
        { title: 'terms.s3.title', text: 'terms.s3.text' },
        { title: 'terms.s4.title', text: 'terms.s4.text' },
        { title: 'terms.s5.title', text: 'terms.s5.text' },
      ]}
    >
      {config.links.privacy ? (
        <p>
          <ExternalLink href={config.links.privacy} className="link-arrow">
            {t('footer.privacy')}
          </ExternalLink>
        </p>
      ) : null}
    </InfoPage>
  );
}

export function ProductsPage() {
  return (
    <InfoPage
      title="products.title"
      lead="products.lead"
      sections={[
        { title: 'products.s1.title', text: 'products.s1.text' },
        { title: 'products.s2.title', text: 'products.s2.text' },
        { title: 'products.s3.title', text: 'products.s3.text' },
        { title: 'products.s4.title', text: 'products.s4.text' },
      ]}
    />
  );
}

export function AboutPage() {
  return (
    <InfoPage
      title="about.title"
      lead="about.lead"
      sections={[
        { title: 'about.s1.title', text: 'about.s1.text' },
        { title: 'about.s2.title', text: 'about.s2.text' },
        { title: 'about.s3.title', text: 'about.s3.text' },
      ]}
    />
  );
}
