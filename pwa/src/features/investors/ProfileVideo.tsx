/** The business's YouTube video, from the no-cookie host, loaded when scrolled to. */
import { useI18n } from '../../lib/i18n';
import { videoAddress } from './display';

export function ProfileVideo({ videoId, name }: { videoId: string; name: string }) {
  const { t } = useI18n();
  return (
    <section className="investor__section">
      <h2>{t('investors.video')}</h2>
      <div className="investor__video">
        <iframe
          src={videoAddress(videoId)}
          title={t('investors.videoTitle', { name })}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </section>
  );
}
