/**
 * The linked financial account (spec 000 sections 4 and 8): its status, 'Account Linked' and
 * disabled when active; linking it; and a validation fed by its statement with no upload.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/useOnline';
import { useRemote } from '../../lib/useRemote';
import { useSession } from '../../lib/useSession';
import { fetchLinkedAccount, linkAccount, validateLinked } from './api';
import { linkedFailureText } from './failures';
import { PATHS } from './paths';

const MONTHS = 6;

export function LinkedAccountCard() {
  const { t, msg } = useI18n();
  const online = useOnline();
  const navigate = useNavigate();
  const userId = useSession()?.user.user_id ?? '';
  const account = useRemote(`linked-${userId}`, (signal) => fetchLinkedAccount(userId, signal));
  const [busy, setBusy] = useState(false);
  const active = account.data?.status === 'active';

  async function run(action: () => Promise<string>, after?: () => void) {
    setBusy(true);
    try {
      toast.success(msg(await action()));
      account.reload();
      after?.();
    } catch (error) {
      toast.error(linkedFailureText(error, { t, msg }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card validation__linked" aria-labelledby="validation-linked">
      <h2 id="validation-linked">{t('validation.linked.title')}</h2>
      {active ? (
        <p>
          {t('validation.linked.account', {
            institution: account.data?.institution ?? '',
            name: account.data?.accountName ?? '',
            number: account.data?.accountNumber ?? '',
          })}
        </p>
      ) : (
        <p className="muted">{t('validation.linked.lead')}</p>
      )}
      <div className="validation__buttons">
        <button type="button" className="button button--secondary" disabled={active || busy || !online || account.loading} onClick={() => void run(() => linkAccount(userId))}>
          {active ? t('validation.linked.linked') : t('validation.linked.link')}
        </button>
        {active ? (
          <button
            type="button"
            className="button"
            disabled={busy || !online}
            onClick={() => void run(async () => (await validateLinked(MONTHS)).message, () => void navigate(PATHS.report))}
          >
            {t('validation.linked.validate', { months: MONTHS })}
          </button>
        ) : null}
      </div>
      {!online ? <p className="muted">{t('validation.linked.offline')}</p> : null}
    </section>
  );
}
