import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { advisorLabel, choosePair } from '../../lib/core-playbook';
import { useI18n } from '../../lib/i18n';
import type { Pair } from './api';
import { Frame } from './Frame';
import { PAIR_REDIRECT_MS, readSavedPair, savePair } from './pair';
import { BASE, telLink, whatsAppLink } from './paths';
import { ReadState } from './ReadState';
import { usePairs } from './usePairs';

/**
 * /dashboard/playbook/advisors: 'My Advisors' (spec 001 section 2.3), each `Advisor N` with the
 * advisor's e-mail and phone; choosing one remembers the pair and opens the playbooks after 0.9 s.
 */
export function AdvisorsPage() {
  const { t, lang } = useI18n();
  const pairs = usePairs();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string | null>(() => readSavedPair(pairs.userId));
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function choose(pair: Pair) {
    savePair(pairs.userId, pair._id);
    setChosen(pair._id);
    setLeaving(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => navigate(`${BASE}/playbooks`), PAIR_REDIRECT_MS);
  }

  return (
    <Frame title={t('pb.advisors.title')} keptAt={pairs.data?.keptAt ?? null}>
      <ReadState read={pairs}>
        {(list) => {
          if (list.length === 0) {
            const none = choosePair(null, [], lang);
            return <EmptyState title={none.ok ? '' : none.message} />;
          }
          return (
            <>
              <p>{t('pb.advisors.lead')}</p>
              <ul className="pb-advisors">
                {list.map((pair, index) => (
                  <AdvisorCard key={pair._id} pair={pair} label={advisorLabel(index, lang)} chosen={chosen === pair._id} onChoose={() => choose(pair)} disabled={leaving} />
                ))}
              </ul>
              {leaving ? (
                <p className="pb__status" role="status">
                  {t('pb.advisors.opening')}
                </p>
              ) : null}
            </>
          );
        }}
      </ReadState>
    </Frame>
  );
}

interface CardProps {
  pair: Pair;
  label: string;
  chosen: boolean;
  disabled: boolean;
  onChoose: () => void;
}

function AdvisorCard({ pair, label, chosen, disabled, onChoose }: CardProps) {
  const { t } = useI18n();
  const whatsApp = pair.advisorWaap ? whatsAppLink(pair.advisorWaap) : null;
  const headingId = `advisor-${pair._id}`;
  return (
    <li className={chosen ? 'card pb-advisor pb-advisor--chosen' : 'card pb-advisor'} aria-labelledby={headingId}>
      <h2 className="pb-advisor__label" id={headingId}>
        {label}
        {chosen ? <span className="badge badge--ok pb-advisor__badge">{t('pb.advisors.chosen')}</span> : null}
      </h2>
      {pair.advisorName ? <p className="pb-advisor__name">{pair.advisorName}</p> : null}
      <dl className="pb-advisor__contact">
        <dt>{t('pb.advisors.email')}</dt>
        <dd>
          <a href={`mailto:${pair.advisorMail}`}>{pair.advisorMail}</a>
        </dd>
        <dt>{t('pb.advisors.phone')}</dt>
        <dd>
          {pair.advisorWaap ? (
            <span className="pb-advisor__phone">
              <a href={telLink(pair.advisorWaap)} aria-label={t('pb.advisors.call', { phone: pair.advisorWaap })}>
                {pair.advisorWaap}
              </a>
              {whatsApp ? (
                <a href={whatsApp} target="_blank" rel="noopener noreferrer" aria-label={t('pb.advisors.whatsappName', { label })}>
                  {t('pb.advisors.whatsapp')}
                </a>
              ) : null}
            </span>
          ) : (
            t('pb.advisors.noPhone')
          )}
        </dd>
      </dl>
      <button type="button" className="button button--block" onClick={onChoose} disabled={disabled} aria-pressed={chosen}>
        {t('pb.advisors.choose', { label })}
      </button>
    </li>
  );
}
