import { config, telHref } from '../lib/config';
import { useI18n } from '../lib/i18n';

/** The support e-mails and phone from the configuration. */
export function ContactList() {
  const { t } = useI18n();
  return (
    <ul className="contact-list">
      {config.supportEmails.map((email) => (
        <li key={email}>
          <span className="contact-list__kind">{t('contact.email')}</span>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
      ))}
      {config.supportPhone ? (
        <li>
          <span className="contact-list__kind">{t('contact.phone')}</span>
          <a href={telHref(config.supportPhone)}>{config.supportPhone}</a>
        </li>
      ) : null}
    </ul>
  );
}
