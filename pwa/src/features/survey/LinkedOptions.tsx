import { useEffect, useState, type ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';
import { loadOrKept } from '../../lib/lastKnown';
import { useSession } from '../../lib/useSession';
import { fetchOptions } from './api';

interface Option {
  value: string;
  label: string;
}

/**
 * A question's options from its `optionsLink` (`/api/survey/options/{list}`), kept on the phone like
 * the menu; 'Error! No Options available' when none come.
 */
export function LinkedOptions({ link, children }: { link: string; children: (options: Option[]) => ReactNode }) {
  const { t } = useI18n();
  const userId = useSession()?.user.user_id ?? '';
  const [options, setOptions] = useState<Option[] | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    loadOrKept(userId, `survey-options:${link}`, () => fetchOptions(link, controller.signal)).then(
      (kept) => {
        if (!controller.signal.aborted) setOptions(Object.entries(kept.value).map(([value, label]) => ({ value, label })));
      },
      () => {
        if (!controller.signal.aborted) setOptions(null);
      },
    );
    return () => controller.abort();
  }, [userId, link]);
  if (options === undefined) return null;
  if (options === null || options.length === 0) return <p className="survey__error">{t('survey.noOptions')}</p>;
  return <>{children(options)}</>;
}
