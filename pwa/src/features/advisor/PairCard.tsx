import { Link } from 'react-router';
import { formatDate } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { telLink, whatsappLink } from './contact';
import { ProgressBar, useStatusLabel } from './parts';
import { pairPath, playbookPath, sessionPath } from './paths';
import { inLang, progressOf, type Pair } from './wire';

interface PairCardProps {
  pair: Pair;
  /** How many things need the advisor in this pair (the overview's count). */
  attention?: number;
  /** The name opens the pair's page (the overview's cards). */
  link?: boolean;
}

/** An entrepreneur paired with the advisor: how to reach them, since when, and each playbook's progress. */
export function PairCard({ pair, attention = 0, link = false }: PairCardProps) {
  const { t, lang } = useI18n();
  const statusLabel = useStatusLabel();
  const name = pair.entrepreneurName || pair.entrepreneurMail;
  const tel = telLink(pair.entrepreneurPhone);
  const whatsapp = whatsappLink(pair.entrepreneurPhone);
  const Heading = link ? 'h2' : 'h1';
  return (
    <article className="card advisor-pair">
      <header className="advisor-pair__head">
        <Heading className="advisor-pair__name">
          {link ? (
            <Link to={pairPath(pair.id)} aria-label={t('advisor.openPair', { name })}>
              {name}
            </Link>
          ) : (
            name
          )}
        </Heading>
        {attention > 0 ? <span className="advisor-badge">{t('advisor.needsYou', { count: attention })}</span> : null}
      </header>
      <p className="advisor-pair__since">{t('advisor.pairedSince', { date: pair.createdAt ? formatDate(pair.createdAt) : '' })}</p>
      <ul className="advisor-contact">
        {pair.entrepreneurMail ? (
          <li>
            <a className="advisor-contact__link" href={`mailto:${pair.entrepreneurMail}`} aria-label={t('advisor.mail', { name })}>
              {pair.entrepreneurMail}
            </a>
          </li>
        ) : null}
        {tel ? (
          <li>
            <a className="advisor-contact__link" href={tel} aria-label={t('advisor.call', { name })}>
              {pair.entrepreneurPhone}
            </a>
          </li>
        ) : (
          <li className="advisor-contact__none">{t('advisor.noPhone')}</li>
        )}
        {whatsapp ? (
          <li>
            <a className="advisor-contact__link" href={whatsapp} target="_blank" rel="noopener noreferrer" aria-label={t('advisor.whatsappName', { name })}>
              {t('advisor.whatsapp')}
            </a>
          </li>
        ) : null}
      </ul>
      <h3 className="advisor-pair__playbooks">{t('advisor.playbooks')}</h3>
      <ul className="advisor-playbooks">
        {pair.playbooks.map((playbook) => {
          const progress = progressOf(pair, playbook.id);
          const title = inLang(playbook.name, lang);
          return (
            <li key={playbook.id} className="advisor-playbooks__item">
              <Link className="advisor-playbooks__name" to={playbookPath(pair.id, playbook.id)}>
                {title}
              </Link>
              <ProgressBar
                percent={progress.stateNumber}
                status={progress.status}
                label={t('advisor.progressName', { playbook: title })}
                statusLabel={statusLabel(progress.status)}
              />
              {progress.sessionId ? (
                <Link className="advisor-playbooks__continue" to={sessionPath(pair.id, progress.sessionId)}>
                  {progress.status === 'pending' ? t('advisor.begin') : t('advisor.continue')}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </article>
  );
}
