import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { useTitle } from '../../components/useTitle';
import { playbooksMessage } from '../../lib/core-playbook';
import { useI18n } from '../../lib/i18n';
import { PairCard } from './PairCard';
import { Loaded } from './parts';
import { OVERVIEW } from './paths';
import { usePair } from './usePair';
import './advisor.css';

/** /advisor/pairs/:pairId: the entrepreneur, how to reach them, their playbooks with progress. */
export function PairPage() {
  const { t, lang } = useI18n();
  const { pairId = '' } = useParams();
  const { read, pair, missing } = usePair(pairId);
  useTitle(pair?.entrepreneurName || t('advisor.title'));
  return (
    <section className="page page--medium advisor">
      <p className="advisor__back">
        <Link to={OVERVIEW}>← {t('advisor.backToPairs')}</Link>
      </p>
      <Loaded read={read}>
        {() =>
          pair ? (
            <>
              <PairCard pair={pair} />
              {pair.playbooks.length === 0 ? <EmptyState title={playbooksMessage(0, lang) ?? ''} /> : null}
            </>
          ) : (
            <EmptyState title={missing ?? ''} />
          )
        }
      </Loaded>
    </section>
  );
}
