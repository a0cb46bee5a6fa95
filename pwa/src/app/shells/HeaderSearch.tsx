import type { FocusEvent, MouseEvent } from 'react';
import { useI18n } from '../../lib/i18n';

let lastAlert = 0;

/** The header search box: shown but not working yet; clicking or focusing it says so. */
export function HeaderSearch() {
  const { t } = useI18n();
  const explain = () => {
    // One explanation per gesture: a click can also move focus, and closing the alert can give it back.
    const now = Date.now();
    if (now - lastAlert < 1000) return;
    window.alert(t('shell.searchAlert'));
    lastAlert = Date.now();
  };

  return (
    <div className="shell__search">
      <label htmlFor="header-search" className="sr-only">
        {t('shell.search')}
      </label>
      <svg className="shell__search-icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
        />
      </svg>
      <input
        id="header-search"
        type="search"
        className="input shell__search-input"
        placeholder={t('shell.search')}
        readOnly
        aria-disabled="true"
        // Mouse and touch: keep focus away so the click alone explains.
        onMouseDown={(event: MouseEvent<HTMLInputElement>) => event.preventDefault()}
        onClick={explain}
        // Keyboard: leave the box first, so closing the alert does not focus it again.
        onFocus={(event: FocusEvent<HTMLInputElement>) => {
          event.currentTarget.blur();
          explain();
        }}
      />
    </div>
  );
}
