import { useEffect, useState, type ReactNode } from 'react';
import { apiRequest } from '../../lib/api';
import { loadOrKept } from '../../lib/lastKnown';
import { useSession } from '../../lib/useSession';

/** `POST /api/survey/options/{list}`: each option's id and name. */
const fetchOptions = (link: string, signal?: AbortSignal): Promise<Record<string, string>> =>
  apiRequest<{ data: Record<string, string> }>(link.replace(/^\/api/, ''), { body: {}, signal }).then((answer) => answer.data);

interface Option {
  value: string;
  label: string;
}

/**
 * A question's options from its `optionsLink` (`/api/survey/options/{list}`), kept on the phone like
 * the menu; 'Error! No Options available' when none come.
 */
export function LinkedOptions({ link, noOptions, children }: { link: string; noOptions: string; children: (options: Option[]) => ReactNode }) {
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
  if (options === null || options.length === 0) return <p className="survey__error">{noOptions}</p>;
  return <>{children(options)}</>;
}
