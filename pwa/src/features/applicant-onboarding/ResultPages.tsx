import { useEffect } from 'react';
import { Link } from 'react-router';
import { ContactList } from '../../components/ContactList';
import { ExternalLink } from '../../components/ExternalLink';
import { useTitle } from '../../components/useTitle';
import { config } from '../../lib/config';
import { useI18n } from '../../lib/i18n';
import { getSession, updateUser } from '../../lib/session';
import { ApplicantFrame } from './ApplicantFrame';
import { WELCOME } from './state';

/** /dashboard/applicant/approvals: every answer sent, the applicant is in the judging round. */
export function ApplicantApprovalsPage() {
  const { t } = useI18n();
  useTitle(t('applicant.approvalsTitle'));
  return (
    <ApplicantFrame>
      {({ data }) => (
        <div className="card">
          <h1>{t('applicant.approvalsTitle')}</h1>
          <p>{t('applicant.approvalsText')}</p>
          {data.toApproveSteps.length > 0 ? (
            <>
              <h2 id="applicant-awaiting">{t('applicant.awaitingList')}</h2>
              <ul className="applicant__checklist" aria-labelledby="applicant-awaiting">
                {data.toApproveSteps.map((step) => (
                  <li key={step.name}>{step.name}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      )}
    </ApplicantFrame>
  );
}

/** /dashboard/applicant/success: every answer approved; the stored user is marked complete. */
export function ApplicantSuccessPage() {
  const { t } = useI18n();
  useTitle(t('applicant.successTitle'));
  useEffect(() => {
    const session = getSession();
    if (session && !session.user.onboardingComplete) updateUser({ ...session.user, onboardingComplete: true });
  }, []);
  return (
    <section className="page page--narrow">
      <div className="card notice">
        <h1>{t('applicant.successTitle')}</h1>
        <p>{t('applicant.successText')}</p>
        <Link className="button" to="/dashboard/overview">
          {t('applicant.toDashboard')}
        </Link>
      </div>
    </section>
  );
}

/** /dashboard/applicant/too_late: the deadline passed; who to contact. */
export function ApplicantTooLatePage() {
  const { t } = useI18n();
  useTitle(t('applicant.tooLateTitle'));
  return (
    <section className="page page--narrow">
      <div className="card notice">
        <h1>{t('applicant.tooLateTitle')}</h1>
        <p>{t('applicant.tooLateText')}</p>
        <ul className="applicant__checklist">
          <li>{t('applicant.contactMentor')}</li>
          <li>{t('applicant.contactTrainers')}</li>
          {config.links.contacts ? (
            <li>
              <ExternalLink href={config.links.contacts}>{t('applicant.contactHubs')}</ExternalLink>
            </li>
          ) : null}
        </ul>
        <ContactList />
      </div>
    </section>
  );
}

/** The bare /dashboard/applicant: not a page of its own; back to the progress. */
export function ApplicantBasePage() {
  const { t } = useI18n();
  useTitle(t('applicant.notOkTitle'));
  return (
    <section className="page page--narrow">
      <div className="card notice">
        <h1>{t('applicant.notOkTitle')}</h1>
        <p>{t('applicant.notOkText')}</p>
        <Link className="button" to={WELCOME}>
          {t('applicant.checkProgress')}
        </Link>
        {config.tutorials.applicant ? (
          <p>
            <ExternalLink href={config.tutorials.applicant}>{t('applicant.tutorial')}</ExternalLink>
          </p>
        ) : null}
      </div>
    </section>
  );
}
