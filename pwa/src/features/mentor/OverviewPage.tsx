import { useMemo } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { RecordList, type Column } from '../../components/RecordList/RecordList';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';
import { overviewRead } from './api';
import { attentionList, traineesInOrder, type AttentionItem } from './attention';
import { CountBadge, Loaded, ProgressBar } from './parts';
import { gradingPath, threadPath, traineePath } from './paths';
import { useKept } from '../../lib/useKeptRead';
import { useLms } from './lms';
import type { Cohort, Trainee } from './wire';
import './mentor.css';

/**
 * /mentor/overview, "My trainees": each cohort the mentor mentors with its trainees (contacts,
 * progress, work to grade, unread messages, and a link to each one's page with the mentor's score),
 * and first what needs the mentor. Read from the server,
 * or the copy kept on this device when offline.
 */
export function OverviewPage() {
  const { t } = useI18n();
  useTitle(t('mentor.title'));
  useLms();
  const cohorts = useKept(useMemo(overviewRead, []));
  return (
    <section className="page mentor">
      <header className="page__header">
        <h1>{t('mentor.title')}</h1>
        <p className="muted">{t('mentor.lead')}</p>
      </header>
      <Loaded read={cohorts} rows={4}>
        {(list) => (list.length === 0 ? <EmptyState title={t('mentor.none')} text={t('mentor.noneText')} /> : <Overview cohorts={list} />)}
      </Loaded>
    </section>
  );
}

function Overview({ cohorts }: { cohorts: Cohort[] }) {
  const { t } = useI18n();
  const items = useMemo(() => attentionList(cohorts), [cohorts]);
  return (
    <>
      <section className="card mentor-attention" aria-labelledby="mentor-attention">
        <h2 id="mentor-attention">{t('mentor.attention')}</h2>
        {items.length === 0 ? (
          <p>{t('mentor.attentionNone')}</p>
        ) : (
          <ul className="mentor-attention__list">
            {items.map((item) => (
              <AttentionRow key={item.key} item={item} />
            ))}
          </ul>
        )}
      </section>
      {cohorts.map((cohort) => (
        <CohortTrainees key={cohort.cohortId} cohort={cohort} />
      ))}
    </>
  );
}

function AttentionRow({ item }: { item: AttentionItem }) {
  const { t } = useI18n();
  const name = item.trainee.name || item.trainee.email;
  const text = item.kind === 'ungraded' ? t('mentor.attentionUngraded', { name, count: item.count }) : t('mentor.attentionUnread', { name, count: item.count });
  const to = item.kind === 'ungraded' ? gradingPath(item.trainee.cohortId) : threadPath(item.trainee.traineeId);
  return (
    <li className={`mentor-attention__item mentor-attention__item--${item.kind}`}>
      <span>{text}</span>
      <Link className="button button--small" to={to} aria-label={`${t('mentor.open')}: ${text}`}>
        {t('mentor.open')}
      </Link>
    </li>
  );
}

function CohortTrainees({ cohort }: { cohort: Cohort }) {
  const { t } = useI18n();
  const headingId = `mentor-cohort-${cohort.cohortId}`;
  const columns = useMemo(
    (): Column<Trainee>[] => [
      { key: 'name', header: t('mentor.colName'), text: (p) => p.name || p.email, card: 'title' },
      {
        key: 'email',
        header: t('mentor.colEmail'),
        text: (p) => p.email,
        cell: (p) =>
          p.email ? (
            <a className="mentor-contact" href={`mailto:${p.email}`} aria-label={t('mentor.mail', { name: p.name || p.email })}>
              {p.email}
            </a>
          ) : null,
        card: 'detail',
      },
      {
        key: 'phone',
        header: t('mentor.colPhone'),
        text: (p) => p.phone,
        cell: (p) => {
          const tel = telLink(p.phone);
          if (!tel) return <span className="muted">{p.phone || t('mentor.noPhone')}</span>;
          return (
            <a className="mentor-contact" href={tel} aria-label={t('mentor.call', { name: p.name || p.email })}>
              {p.phone}
            </a>
          );
        },
        card: 'detail',
      },
      {
        key: 'progress',
        header: t('mentor.colProgress'),
        text: (p) => `${p.percent}%`,
        cell: (p) => (
          <ProgressBar
            percent={p.percent}
            label={t('mentor.progressOf', { name: p.name || p.email })}
            detail={t('mentor.progressDetail', { submitted: p.submitted, total: p.total })}
          />
        ),
        card: 'detail',
      },
      {
        key: 'ungraded',
        header: t('mentor.colUngraded'),
        text: (p) => String(p.ungraded),
        cell: (p) => <CountBadge count={p.ungraded} label={t('mentor.ungradedBadge', { count: p.ungraded })} />,
        card: 'detail',
      },
      {
        key: 'unread',
        header: t('mentor.colUnread'),
        text: (p) => String(p.unread),
        cell: (p) => <CountBadge count={p.unread} label={t('mentor.unreadBadge', { count: p.unread })} />,
        card: 'detail',
      },
    ],
    [t],
  );
  const rows = useMemo(() => traineesInOrder(cohort.trainees), [cohort.trainees]);
  return (
    <section className="mentor-cohort" aria-labelledby={headingId}>
      <h2 id={headingId} className="mentor-cohort__name">
        {cohort.name} <span className="muted mentor-cohort__count">{t('mentor.cohortCount', { count: cohort.trainees.length })}</span>
      </h2>
      <RecordList
        title={cohort.name || t('mentor.title')}
        fileName="my-trainees"
        columns={columns}
        rows={rows}
        error={null}
        empty={<EmptyState title={t('mentor.cohortEmpty')} />}
        rowKey={(p) => p.traineeId}
        open={(p) => ({ to: threadPath(p.traineeId), label: t('mentor.openThread') })}
        actionsHeader={t('mentor.grade')}
        actions={(p) => (
          <>
            {p.ungraded > 0 ? (
              <Link className="button button--small" to={gradingPath(p.cohortId)}>
                {t('mentor.grade')}
              </Link>
            ) : null}
            <Link className="button button--small button--secondary" to={traineePath(p.traineeId)} aria-label={t('mentor.scoreOf', { name: p.name || p.email })}>
              {t('mentor.scoreLink')}
            </Link>
          </>
        )}
      />
    </section>
  );
}

/** A `tel:` link: the number's digits, with its leading + kept. */
function telLink(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return digits.length < 7 ? null : `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
