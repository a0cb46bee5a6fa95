import { useCallback } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Loading } from '../../components/Loading';
import { useTitle } from '../../components/useTitle';
import { shortId } from '../../lib/core';
import { storedFileId } from '../../lib/fileDownload';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { getClient, type ClientFile } from './api';
import { clientName, keyWords, profileSections, type ProfileValue } from './clientProfile';
import { Failed } from './Failed';
import { showDate, showSize } from './format';
import { LoansTable } from './LoansTable';
import { OpenFileButton } from './OpenFileButton';
import { areaBase } from './paths';
import { useRemote } from '../../lib/useRemote';
import './texts';

/** Staff lists show a client id by its first 6 characters (spec 000 section 9). */
const SHORT_CLIENT_ID = 6;

/** Labels of the fields and sections the profile usually has; others are shown by their key. */
const LABELS: Readonly<Record<string, MessageKey>> = {
  firstName: 'lending.client.firstName',
  lastName: 'lending.client.lastName',
  email: 'lending.client.email',
  phoneNumber: 'lending.client.phone',
  mpesaPhone: 'lending.detail.mpesaPhone',
  alternativePhoneNumber: 'lending.client.altPhone',
  gender: 'lending.client.gender',
  country: 'lending.client.country',
  createdAt: 'lending.client.created',
  role: 'lending.client.role',
  street: 'lending.client.street',
  city: 'lending.client.city',
  state: 'lending.client.state',
  bankName: 'lending.client.bankName',
  accountName: 'lending.client.accountName',
  accountNumber: 'lending.client.accountNumber',
  accountType: 'lending.client.accountType',
  fullName: 'lending.client.fullName',
  relationship: 'lending.client.relationship',
  residentialAddress: 'lending.client.address',
  identityType: 'lending.client.identityType',
  bioData: 'lending.client.bioData',
  residence: 'lending.client.residence',
  bank: 'lending.client.bank',
  nextOfKin: 'lending.client.nextOfKin',
  identity: 'lending.client.identity',
  contact: 'lending.client.bioData',
  loans: 'lending.client.loans',
  documents: 'lending.client.documents',
  bookkeeping: 'lending.client.bookkeeping',
};

/** A client for staff: profile, stored documents and loans. */
export function ClientDetailPage() {
  const { t } = useI18n();
  const { clientId = '' } = useParams();
  const base = areaBase(useLocation().pathname);
  const load = useCallback((signal: AbortSignal) => getClient(clientId, signal), [clientId]);
  const remote = useRemote<ClientFile>(clientId, load);
  const name = remote.data ? clientName(remote.data.client) : '';
  useTitle(name || t('lending.client.title'));

  return (
    <section className="page">
      <p className="lend-back">
        <Link to={`${base}/clients`}>{t('lending.client.back')}</Link>
      </p>
      <header className="page__header">
        <h1>{name || t('lending.client.title')}</h1>
        <p className="muted">
          <code title={clientId}>{shortId(clientId, SHORT_CLIENT_ID)}</code>
        </p>
      </header>
      {remote.data === null ? (
        remote.failed ? (
          <div className="card">
            <Failed onRetry={remote.reload} />
          </div>
        ) : (
          <Loading label={t('lending.loading')} />
        )
      ) : (
        <ClientView base={base} file={remote.data} />
      )}
    </section>
  );
}

function ClientView({ base, file }: { base: string; file: ClientFile }) {
  const { t, msg } = useI18n();
  const label = (key: string) => {
    const known = LABELS[key];
    return known ? t(known) : keyWords(key);
  };
  const show = (key: string, value: ProfileValue) => {
    if (value.kind === 'date') return showDate(value.seconds);
    if (value.kind === 'flag') return t(value.on ? 'lending.yes' : 'lending.no');
    if (storedFileId(value.text)) return <OpenFileButton link={value.text} label={t('lending.client.openFile')} />;
    return key === 'gender' || key === 'identityType' ? msg(value.text) : value.text;
  };

  const notShown = (group: string) => file.hidden.includes(group);

  return (
    <div className="stack lend-stack">
      {file.hidden.length > 0 ? (
        <p className="muted" role="note">
          {t('lending.client.notShown', { groups: file.hidden.map(label).join(', ') })}
        </p>
      ) : null}
      <div className="lend-columns">
        {profileSections(file.client).map((section) => (
          <section key={section.key || 'profile'} className="card" aria-label={section.key ? label(section.key) : t('lending.client.profile')}>
            <h2>{section.key ? label(section.key) : t('lending.client.profile')}</h2>
            <dl className="details">
              {section.rows.map((row) => (
                <div key={row.key} className="details__row">
                  <dt>{label(row.key)}</dt>
                  <dd>{show(row.key, row.value)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <section className="card" aria-labelledby="client-documents">
        <h2 id="client-documents">{t('lending.client.documents')}</h2>
        {file.documents.length === 0 ? (
          <p className="empty">{t(notShown('documents') ? 'lending.client.notShownHere' : 'lending.client.noDocuments')}</p>
        ) : (
          <div className="table-wrap">
            <table className="lend-table">
              <caption className="sr-only">{t('lending.client.documents')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('lending.client.purpose')}</th>
                  <th scope="col">{t('lending.client.type')}</th>
                  <th scope="col">{t('lending.client.size')}</th>
                  <th scope="col">{t('lending.client.uploaded')}</th>
                  <th scope="col">
                    <span className="sr-only">{t('lending.client.open')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {file.documents.map((doc) => (
                  <tr key={doc.fileId}>
                    <td>{keyWords(doc.purpose)}</td>
                    <td>{doc.contentType}</td>
                    <td>{showSize(doc.sizeBytes)}</td>
                    <td>{showDate(doc.createdAt)}</td>
                    <td>
                      <OpenFileButton fileId={doc.fileId} label={t('lending.client.open')} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="card" aria-labelledby="client-loans">
        <h2 id="client-loans">{t('lending.client.loans')}</h2>
        <LoansTable
          base={base}
          loans={file.loans}
          caption={t('lending.client.loans')}
          empty={<EmptyState title={t(notShown('loans') ? 'lending.client.notShownHere' : 'lending.client.noLoans')} />}
        />
      </section>
    </div>
  );
}
