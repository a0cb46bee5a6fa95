import { LANGS, setLang, useI18n, type Lang } from '../lib/i18n';
import { toast } from '../lib/toast';

/** English / Kiswahili; the choice is remembered. */
export function LanguageSwitch({ id = 'language' }: { id?: string }) {
  const { t, lang } = useI18n();
  return (
    <div className="lang-switch">
      <label htmlFor={id} className="lang-switch__label" title={t('lang.label')}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8Zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
          />
        </svg>
        <span className="sr-only">{t('lang.label')}</span>
      </label>
      <select
        id={id}
        className="lang-switch__select"
        value={lang}
        // A phone keeps only the texts of the language it is read in (docs/offline.md): the other
        // one comes from the network the first time.
        onChange={(event) => void setLang(event.target.value as Lang).catch(() => toast.error(t('lang.needsNetwork')))}
      >
        {LANGS.map((code) => (
          <option key={code} value={code}>
            {t(code === 'en' ? 'lang.en' : 'lang.sw')}
          </option>
        ))}
      </select>
    </div>
  );
}
