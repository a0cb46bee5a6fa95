import type { FormEvent, KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ContactList } from '../../components/ContactList';
import { TextField } from '../../components/Field';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';

/** Self-registration is disabled: the form is shown, its button disabled, and any submit explains why. */
export function SignupPage() {
  const { t } = useI18n();
  useTitle(t('signup.title'));
  const refuse = () => window.alert(t('signup.alert'));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    refuse();
  }

  // With a disabled button the browser skips implicit submission, so Enter is caught here.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      refuse();
    }
  }

  return (
    <section className="page page--narrow">
      <div className="card">
        <h1>{t('signup.title')}</h1>
        <p className="notice-inline" role="note">
          {t('signup.disabled')}
        </p>
        <p>{t('signup.text')}</p>
        <ContactList />
        <form className="form" onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate>
          <div className="form__row">
            <TextField id="firstName" label={t('signup.firstName')} autoComplete="given-name" />
            <TextField id="lastName" label={t('signup.lastName')} autoComplete="family-name" />
          </div>
          <TextField id="signupEmail" label={t('signup.email')} type="email" autoComplete="email" />
          <TextField id="mobileNumber" label={t('signup.phone')} type="tel" autoComplete="tel" />
          <button type="submit" className="button button--block" disabled>
            {t('signup.submit')}
          </button>
        </form>
        <p className="form__footer">
          {t('signup.haveAccount')} <Link to="/signin">{t('nav.login')}</Link>
        </p>
      </div>
    </section>
  );
}
