import { Link } from 'react-router';
import { ContactList } from '../../components/ContactList';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';

export type AccountStep = 'invited' | 'verifyOtp' | 'passwordEmail' | 'passwordReset' | 'resetSuccess';

/** Invitations, OTP and password steps come in a later release: this page says so honestly. */
export function AccountStepPage({ step }: { step: AccountStep }) {
  const { t } = useI18n();
  const title = t(`step.${step}`);
  useTitle(title);
  return (
    <section className="page page--narrow">
      <div className="card">
        <h1>{title}</h1>
        <p className="notice-inline" role="note">
          {t('step.notYet')}
        </p>
        <p>{t('step.contact')}</p>
        <ContactList />
        <Link to="/signin" className="button button--secondary">
          {t('step.backToLogin')}
        </Link>
      </div>
    </section>
  );
}
