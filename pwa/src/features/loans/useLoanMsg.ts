import { useCallback } from 'react';
import { useI18n, type MessageKey, type Vars } from '../../lib/i18n';

interface Translator {
  t: (key: MessageKey, vars?: Vars) => string;
  msg: (english: string) => string;
}

/** Core's messages that carry a value, which the exact-text lookup cannot match. */
const PATTERNS: ReadonlyArray<readonly [RegExp, MessageKey, string]> = [
  [/^Maximum Loan available from your selected fund is (.+)$/, 'loans.msg.aboveFundMax', 'max'],
  [/^A first loan can be at most (.+)$/, 'loans.msg.firstTimeCap', 'cap'],
  [/^The proposal is larger than (\d+) MB, choose a smaller one$/, 'loans.msg.proposalTooLarge', 'mb'],
];

/** An English message of core or the server in the current language, values kept. */
export function loanMessage(text: string, { t, msg }: Translator): string {
  const trimmed = text.trim();
  for (const [pattern, key, name] of PATTERNS) {
    const match = pattern.exec(trimmed);
    if (match) return t(key, { [name]: match[1] ?? '' });
  }
  return msg(trimmed);
}

/** `msg` for the loan screens (see loanMessage). */
export function useLoanMsg(): (text: string) => string {
  const { t, msg } = useI18n();
  return useCallback((text: string) => loanMessage(text, { t, msg }), [t, msg]);
}
