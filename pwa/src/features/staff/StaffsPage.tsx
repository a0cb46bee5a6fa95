import { useCallback, useMemo, useState } from 'react';
import { toast } from '../../lib/toast';
import { Loading } from '../../components/Loading';
import { useTitle } from '../../components/useTitle';
import { formatDate, isStaffRole, roleLabel } from '../../lib/core';
import { creatableRoles } from '../../lib/core-accounts';
import { errorMessage } from '../../lib/errors';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/useSession';
import { AccountForm } from './AccountForm';
import { listStaff, setStaffActive, type StaffRow } from './api';
import { ListFailed } from './ListFailed';
import { Panel } from './Panel';
import { useRemoteList } from './useRemoteList';
// The texts of these screens, and the account messages the server answers with.

const TOAST_ID = 'staffs';

/** Super admin: every staff account, adding staff, deactivating and activating them. */
export function StaffsPage() {
  const { t, msg } = useI18n();
  const session = useSession();
  const role = session?.user.role ?? '';
  const [pending, setPending] = useState<string | null>(null);
  useTitle(t('staffs.title'));
  const load = useCallback((signal: AbortSignal) => listStaff(signal), []);
  const list = useRemoteList<StaffRow>('staff', load);
  const roles = useMemo(() => creatableRoles(role).filter(isStaffRole), [role]);

  async function toggle(row: StaffRow) {
    const name = fullName(row);
    const question = row.active ? t('staffs.confirmDeactivate', { name }) : t('staffs.confirmActivate', { name });
    if (pending || !window.confirm(question)) return;
    setPending(row.id);
    try {
      const message = await setStaffActive(row.id, !row.active);
      if (message) toast.success(msg(message), { id: TOAST_ID });
      list.reload();
    } catch (error) {
      toast.error(msg(errorMessage(error)), { id: TOAST_ID });
    } finally {
      setPending(null);
    }
  }

  const rows = list.rows;
  return (
    <section className="page">
      <header className="page__header">
        <h1>{t('staffs.title')}</h1>
        <p className="muted">{t('staffs.lead')}</p>
      </header>
      <div className={roles.length > 0 ? 'staff-layout' : undefined}>
        {roles.length > 0 ? (
          <div className="staff-layout__side stack">
            <Panel title={t('staffs.add')}>
              <AccountForm
                name={t('staffs.add')}
                roles={roles}
                roleLabelKey="form.role"
                preselect={false}
                withReferral={false}
                submitKey="staffs.addSubmit"
                onCreated={list.reload}
              />
            </Panel>
          </div>
        ) : null}
        <div className="card staff-layout__main">
          {rows === null ? (
            list.failed ? (
              <ListFailed onRetry={list.reload} />
            ) : (
              <Loading label={t('list.loading')} />
            )
          ) : rows.length === 0 ? (
            <p className="empty" role="status">
              {t('staffs.empty')}
            </p>
          ) : (
            <div className="table-wrap" aria-busy={list.loading}>
              <table className="data-table">
                <caption className="sr-only">{t('staffs.table')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('staffs.name')}</th>
                    <th scope="col">{t('staffs.email')}</th>
                    <th scope="col">{t('staffs.phone')}</th>
                    <th scope="col">{t('staffs.role')}</th>
                    <th scope="col">{t('staffs.status')}</th>
                    <th scope="col">{t('staffs.created')}</th>
                    <th scope="col">
                      <span className="sr-only">{t('staffs.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    const name = fullName(row);
                    const label = roleLabel(row.role);
                    return (
                      <tr key={row.id}>
                        <td data-label={t('staffs.name')}>
                          <span>
                            <strong>{name}</strong>
                            {row.id === session?.user.user_id ? <span className="muted"> {t('staffs.you')}</span> : null}
                          </span>
                        </td>
                        <td data-label={t('staffs.email')} className="data-table__wrap">
                          {row.email}
                        </td>
                        <td data-label={t('staffs.phone')}>{row.phoneNumber}</td>
                        <td data-label={t('staffs.role')} className="data-table__role">
                          {label ? msg(label) : row.role}
                        </td>
                        <td data-label={t('staffs.status')}>
                          <span className={row.active ? 'badge badge--ok' : 'badge badge--off'}>
                            {row.active ? t('staffs.active') : t('staffs.inactive')}
                          </span>
                        </td>
                        <td data-label={t('staffs.created')}>{row.createdAt ? formatDate(row.createdAt) : ''}</td>
                        <td className="data-table__actions">
                          {row.id === session?.user.user_id ? null : (
                          <button
                            type="button"
                            className={`button button--small ${row.active ? 'button--danger' : 'button--secondary'}`}
                            aria-label={t(row.active ? 'staffs.deactivateLabel' : 'staffs.activateLabel', { name })}
                            disabled={pending !== null}
                            aria-busy={pending === row.id}
                            onClick={() => void toggle(row)}
                          >
                            {row.active ? t('staffs.deactivate') : t('staffs.activate')}
                          </button>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

function fullName(row: StaffRow): string {
  return `${row.firstName} ${row.lastName}`.trim() || row.email;
}
