/**
 * Statements to review: each waiting statement with its business, institution and file (opened
 * with the coach's session), and a form of months with the money in and out read from it. Sent,
 * the statement moves to Reviewed (where its totals can be sent again as a correction) and the
 * client's report uses them. The business's budget opens read-only from here.
 */
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Loading } from '../../components/Loading';
import { Tabs } from '../../components/Tabs';
import { useTitle } from '../../components/useTitle';
import { fetchBlob, openPendingTab, showBlobIn } from '../../lib/fileDownload';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useRemote } from '../../lib/useRemote';
import { fetchReviews, type ReviewItem, type ReviewStatus } from './api';
import { MonthsForm } from './MonthsForm';
import './statementReviews.css';

export function ReviewsPage() {
  const { t } = useI18n();
  useTitle(t('statements.title'));
  const [status, setStatus] = useState<ReviewStatus>('awaitingReview');
  const list = useRemote(`reviews-${status}`, (signal) => fetchReviews(status, signal));
  return (
    <section className="page reviews">
      <h1>{t('statements.title')}</h1>
      <p className="muted">{t('statements.lead')}</p>
      <Tabs
        tabs={[
          { key: 'awaitingReview', label: t('statements.waiting') },
          { key: 'reviewed', label: t('statements.reviewed') },
        ]}
        current={status}
        onChange={setStatus}
        label={t('statements.title')}
        variant="reviews"
      >
        {list.loading && !list.data ? <Loading label={t('statements.loading')} /> : null}
        {list.failed && !list.data ? (
          <p className="reviews__refused" role="alert">
            {t('statements.failed')}{' '}
            <button type="button" className="link-button" onClick={list.reload}>
              {t('statements.retry')}
            </button>
          </p>
        ) : null}
        {list.data?.length === 0 ? <EmptyState title={t(status === 'awaitingReview' ? 'statements.noneWaiting' : 'statements.noneReviewed')} /> : null}
        <ul className="reviews__list">
          {(list.data ?? []).map((item) => (
            <ReviewCard key={item.id} item={item} onSent={list.reload} />
          ))}
        </ul>
      </Tabs>
    </section>
  );
}

function ReviewCard({ item, onSent }: { item: ReviewItem; onSent: () => void }) {
  const { t, msg } = useI18n();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const budgetPath = `${pathname.startsWith('/super-admin') ? '/super-admin' : '/coach'}/budget/${encodeURIComponent(item.businessId)}`;

  async function showFile() {
    const tab = openPendingTab();
    try {
      showBlobIn(tab, await fetchBlob(item.fileUrl.replace(/^\/api/, '')));
    } catch (error) {
      tab?.close();
      toast.error(msg(error instanceof Error ? error.message : String(error)));
    }
  }

  return (
    <li className="card reviews__item">
      <div className="reviews__head">
        <strong>{item.businessName}</strong>
        <span>{item.institutionName}</span>
        <span className="muted">{t('statements.sentOn', { day: new Date(item.uploadedAt * 1000).toLocaleDateString('en-GB', { timeZone: 'Africa/Nairobi' }) })}</span>
      </div>
      <div className="reviews__buttons">
        <button type="button" className="button button--secondary button--small" onClick={() => void showFile()}>
          {t(item.fileKind === 'image' ? 'statements.openPicture' : 'statements.openFile')}
        </button>
        <button type="button" className="button button--small" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
          {t(item.status === 'reviewed' ? 'statements.correct' : 'statements.enter')}
        </button>
        <Link to={budgetPath}>{t('statements.budget')}</Link>
      </div>
      {open ? (
        <MonthsForm
          statementId={item.id}
          onSent={() => {
            setOpen(false);
            onSent();
          }}
        />
      ) : null}
    </li>
  );
}
