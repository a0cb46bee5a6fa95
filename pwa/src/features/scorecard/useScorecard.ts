/**
 * The scorecard search and its read, shared by the summary and the detailed scores: the choice from
 * the address (`?business&year&quarter`), else the server's default (the latest past quarter, the
 * only business preselected), else offline the last scorecard read on this phone. Every read is kept
 * per user and choice (lib/lastKnown), so each opens in airplane mode.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepKnown, readKnown } from '../../lib/lastKnown';
import { useSession } from '../../lib/useSession';
import { useKept } from '../../lib/useKeptRead';
import { fetchOptions, readScorecard, type Options } from './api';
import { choiceOf, type Choice } from './paths';
import { firstMissing } from './search';

const LAST = 'scorecard.lastChoice';
const OPTIONS = { key: 'scorecard.options', load: fetchOptions };

export function defaultChoice(options: Options): Choice {
  const only = options.businesses.length === 1 ? options.businesses[0]?.id : '';
  return { business: only ?? '', year: options.year ? String(options.year) : '', quarter: options.quarter ? String(options.quarter) : '' };
}

export function useScorecard() {
  const userId = useSession()?.user.user_id ?? '';
  const [params] = useSearchParams();
  const fromAddress = choiceOf(params);
  const options = useKept(OPTIONS);
  const offline = options.keptAt !== null || (options.error !== null && !options.data);
  const [last, setLast] = useState<Choice | null | undefined>(undefined);
  useEffect(() => {
    if (fromAddress || !offline || !userId) return;
    let live = true;
    void readKnown<Choice>(userId, LAST).then((kept) => {
      if (live) setLast(kept?.value ?? null);
    });
    return () => {
      live = false;
    };
  }, [fromAddress, offline, userId]);

  const fallback = options.data ? defaultChoice(options.data) : null;
  // Offline, the last choice read on this phone (once looked up) before the default.
  const choice = fromAddress ?? (offline ? (last === undefined ? null : (last ?? fallback)) : fallback);
  const ready = choice !== null && firstMissing(choice) === null;
  const read = useKept(
    ready
      ? {
          key: `scorecard.read.${choice.business}.${choice.year}.${choice.quarter}`,
          load: async (signal: AbortSignal) => {
            const answer = await readScorecard(choice.business, Number(choice.year), Number(choice.quarter), signal);
            void keepKnown(userId, LAST, choice);
            return answer;
          },
        }
      : null,
  );
  return { options, choice, ready, read };
}
