import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/errors';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/useOnline';
import { CHANNELS, type Channel } from './api';
import { useChannel } from './useChannel';

const LABEL: Record<Channel, MessageKey> = { app: 'pbAlerts.channel.app', sms: 'pbAlerts.channel.sms', email: 'pbAlerts.channel.email' };
const HINT: Record<Channel, MessageKey> = { app: 'pbAlerts.channelHint.app', sms: 'pbAlerts.channelHint.sms', email: 'pbAlerts.channelHint.email' };
const SAVED: Record<Channel, MessageKey> = { app: 'pbAlerts.channelSaved.app', sms: 'pbAlerts.channelSaved.sms', email: 'pbAlerts.channelSaved.email' };

/** "How should we tell you?": the portal only, SMS or e-mail; the server's refusal said under it. */
export function ChannelCard() {
  const { t, msg } = useI18n();
  const online = useOnline();
  const channel = useChannel();
  const saved = channel.data?.value ?? null;
  const [chosen, setChosen] = useState<Channel | null>(saved);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => setChosen(saved), [saved]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) return;
    setBusy(true);
    setRefusal(null);
    try {
      const now = await channel.save(chosen);
      toast.success(t(SAVED[now]), { id: 'playbook-alerts-channel' });
    } catch (failure) {
      setRefusal(msg(errorMessage(failure)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card pb-alerts__channel" onSubmit={(event) => void onSubmit(event)} aria-labelledby="pb-alerts-channel-title">
      <h2 id="pb-alerts-channel-title">{t('pbAlerts.channelTitle')}</h2>
      {saved === null ? (
        channel.loading ? (
          <p className="muted" role="status">
            {t('app.loading')}
          </p>
        ) : (
          <div role="alert">
            <p>{t('pbAlerts.channelFailed')}</p>
            <button type="button" className="button button--secondary" onClick={channel.reload}>
              {t('pbAlerts.retry')}
            </button>
          </div>
        )
      ) : (
        <>
          <fieldset className="pb-alerts__choices">
            <legend className="muted">{t('pbAlerts.channelLead')}</legend>
            {CHANNELS.map((option) => (
              <label key={option} className={chosen === option ? 'pb-alerts__choice pb-alerts__choice--on' : 'pb-alerts__choice'}>
                <input
                  type="radio"
                  name="alert-channel"
                  value={option}
                  checked={chosen === option}
                  onChange={() => {
                    setChosen(option);
                    setRefusal(null);
                  }}
                  aria-describedby={`pb-alerts-hint-${option}`}
                />
                <span>
                  <span className="pb-alerts__choice-name">{t(LABEL[option])}</span>
                  <span id={`pb-alerts-hint-${option}`} className="muted">
                    {t(HINT[option])}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {refusal ? (
            <p className="pb-alerts__refusal" role="alert">
              {refusal}
            </p>
          ) : null}
          {!online ? (
            <p className="muted" role="status">
              {t('pbAlerts.channelOffline')}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={busy || !online || chosen === saved} aria-busy={busy}>
            {busy ? t('pbAlerts.channelSaving') : t('pbAlerts.channelSave')}
          </button>
        </>
      )}
    </form>
  );
}
