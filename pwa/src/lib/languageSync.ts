/**
 * Keeps the account's language and the app's in step, so codes, receipts and reminders come in the
 * language the person reads the app in: a language chosen on this device is sent to the server; with
 * no choice made here, the app follows the account's language (Swahili for a Tanzanian account).
 * Best effort: offline, it tries again at the next change of language or session.
 */
import { apiRequest } from './api';
import { getLanguage, hasChosenLang, setLang, subscribeLanguage, type Lang } from './i18n/language';
import { getSession, subscribeSession, updateUser } from './session';

let busy = false;

async function syncOnce(): Promise<void> {
  const session = getSession();
  const accountLang = session?.user.language;
  const appLang = getLanguage().lang;
  if (!session || !accountLang || accountLang === appLang || busy) return;
  busy = true;
  try {
    if (!hasChosenLang() && (accountLang === 'en' || accountLang === 'sw')) {
      await setLang(accountLang as Lang, false);
      return;
    }
    await apiRequest('/user/language', { method: 'PUT', body: { language: appLang } });
    const now = getSession();
    if (now?.user.user_id === session.user.user_id) updateUser({ ...now.user, language: appLang });
  } finally {
    busy = false;
  }
}

/** Starts following language and session changes; returns the function that stops it. */
export function startLanguageSync(): () => void {
  const sync = () => void syncOnce().catch(() => undefined);
  const stopLanguage = subscribeLanguage(sync);
  const stopSession = subscribeSession(sync);
  sync();
  return () => {
    stopLanguage();
    stopSession();
  };
}
