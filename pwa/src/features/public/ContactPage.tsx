import { ContactList } from '../../components/ContactList';
import { ExternalLink } from '../../components/ExternalLink';
import { config } from '../../lib/config';
import { InfoPage } from './InfoPage';
import { useI18n } from '../../lib/i18n';

export function ContactPage() {
  const { t } = useI18n();
  return (
    <InfoPage title="contactPage.title" lead="contactPage.lead" sections={[]}>
      <div className="card">
        <ContactList />
      </div>
      {config.links.contacts ? (
        <p>
          <ExternalLink href={config.links.contacts} className="link-arrow">
            {t('contactPage.more')}
          </ExternalLink>
        </p>
      ) : null}
    </InfoPage>
  );
}
