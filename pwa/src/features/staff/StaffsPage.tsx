import { useCallback, useMemo, useState } from 'react';
import { toast } from '../../lib/toast';
import { EmptyState } from '../../components/EmptyState';
import { RecordList, type Column } from '../../components/RecordList/RecordList';
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
  const you = (row: StaffRow) => (row.id === session?.user.user_id ? ` ${t('staffs.you')}` : '');
  const columns: Column<StaffRow>[] = [
    { key: 'name', header: t('staffs.name'), text: (row) => `${fullName(row)}${you(row)}`, card: 'title' },
    { key: 'email', header: t('staffs.email'), text: (row) => row.email, card: 'detail' },
    { key: 'phone', header: t('staffs.phone'), text: (row) => row.phoneNumber, card: 'detail' },
    { key: 'role', header: t('staffs.role'), text: (row) => { const label = roleLabel(row.role); return label ? msg(label) : row.role; }, card: 'amount' },
    {
      key: 'status',
      header: t('staffs.status'),
      text: (row) => (row.active ? t('staffs.active') : t('staffs.inactive')),
      cell: (row) => <span className={row.active ? 'badge badge--ok' : 'badge badge--off'}>{row.active ? t('staffs.active') : t('staffs.inactive')}</span>,
      card: 'detail',
    },
    { key: 'created', header: t('staffs.created'), text: (row) => (row.createdAt ? formatDate(row.createdAt) : ''), card: 'date' },
  ];
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
          {rows === null && list.failed ? (
            <ListFailed onRetry={list.reload} />
          ) : (
            <div aria-busy={list.loading}>
              <RecordList
                title={t('staffs.table')}
                tools={false}
                columns={columns}
                rows={rows}
                error={null}
                rowKey={(row) => row.id}
                empty={<EmptyState title={t('staffs.empty')} />}
                actionsHeader={t('staffs.actions')}
                actions={(row) => {
                  if (row.id === session?.user.user_id) return null;
                  const name = fullName(row);
                  return (
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
                  );
                }}
              />
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
