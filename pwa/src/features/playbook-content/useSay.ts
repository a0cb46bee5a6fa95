import { useCallback } from 'react';
import { playbookMessage } from '../../lib/core-playbook';
import { useI18n } from '../../lib/i18n';

/**
 * An English message from the server in the language shown: the editor's own by their text (en.ts),
 * core's playbook messages and labels by the playbook package (loaded with these screens).
 */
export function useSay(): (english: string) => string {
  const { msg, lang } = useI18n();
  return useCallback(
    (english: string) => {
      const mine = msg(english);
      return mine !== english ? mine : playbookMessage(english, lang);
    },
    [msg, lang],
  );
}
