/**
 * The risk scorecard of the client's business (the only one, or `?business=`), kept per user and
 * business for airplane mode. 'Scores not found' is toasted once when nothing is computed yet.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useKept } from '../../lib/useKeptRead';
import { fetchOptions, fetchRisk } from './api';

const OPTIONS = { key: 'scorecard.options', load: fetchOptions };
let toldNotFound = '';

export function useRisk() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const options = useKept(OPTIONS);
  const businessId = params.get('business') ?? options.data?.businesses[0]?.id ?? '';
  const risk = useKept(businessId ? { key: `scorecard.risk.${businessId}`, load: (signal: AbortSignal) => fetchRisk(businessId, signal) } : null);
  const notFound = risk.data?.Response === false;
  useEffect(() => {
    if (notFound && toldNotFound !== businessId) {
      toldNotFound = businessId;
      toast.error(t('msg.scorecard.scoresNotFound'));
    }
  }, [notFound, businessId, t]);
  const entry = risk.data?.Response ? (risk.data.data[0] ?? null) : null;
  const waiting = (options.loading && !options.data) || (businessId !== '' && risk.loading && !risk.data);
  const failed = !waiting && !entry;
  return { businessId, entry, waiting, failed, keptAt: entry ? risk.keptAt : null };
}
