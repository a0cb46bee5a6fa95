import { config } from '../../../lib/config';
import { useI18n } from '../../../lib/i18n';
// The texts of the account screens.

const VIDEO_FILE = /\.(mp4|webm|ogv|ogg)(\?|#|$)/i;

/** The invitation's tutorial video when one is configured, else a short text of the steps. */
export function InviteTutorial() {
  const { t } = useI18n();
  const url = config.tutorials.invite;
  const title = t('invite.video');
  return (
    <section className="card tutorial" aria-labelledby="invite-tutorial">
      <h2 id="invite-tutorial">{title}</h2>
      {url ? (
        <div className="tutorial__frame">
          {VIDEO_FILE.test(url) ? (
            <video src={url} title={title} controls preload="none" />
          ) : (
            <iframe
              src={url}
              title={title}
              loading="lazy"
              allow="encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          )}
        </div>
      ) : null}
      <p className="muted">{t('invite.videoText')}</p>
    </section>
  );
}
