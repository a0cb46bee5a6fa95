import { useCallback, useState } from 'react';
import { toast } from '../../lib/toast';
import { useLocation, useSearchParams } from 'react-router';
import { SelectField } from '../../components/Field';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { useTitle } from '../../components/useTitle';
import { shortId } from '../../lib/core';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { useRemote } from '../../lib/useRemote';
import { listReviews } from './api';
import { ApplyDialog, SHORT_LOAN_ID } from './ApplyDialog';
import { DismissDialog } from './DismissDialog';
import { showAmount } from './format';
import { ReviewCard } from './ReviewCard';
import { filterParams, pageCount, readFilter, STATUSES, type Resolved, type Review, type ReviewPage, type StatusFilter } from './wire';
import './reviews.css';

const STATUS_KEYS: Record<StatusFilter, MessageKey> = {
  open: 'reviews.status.open',
  applied: 'reviews.status.applied',
  dismissed: 'reviews.status.dismissed',
  all: 'reviews.status.all',
};

type Action = { kind: 'apply' | 'dismiss'; review: Review } | null;

/** The staff list of M-Pesa money kept for review, open ones first (the default filter), a page at a time. */
export function ReviewsPage() {
  const { t, msg } = useI18n();
  const { pathname } = useLocation();
  const base = `/${pathname.split('/').filter(Boolean)[0] ?? ''}`;
  const [params, setParams] = useSearchParams();
  const { status, page } = readFilter(params);
  const [action, setAction] = useState<Action>(null);
  useTitle(t('reviews.title'));

  const load = useCallback((signal: AbortSignal) => listReviews(status, page, signal), [status, page]);
  const list = useRemote<ReviewPage>(`reviews|${status}|${page}`, load);

  const show = (next: StatusFilter, nextPage: number) => setParams(filterParams(next, nextPage), { replace: true });

  function resolved({ message, review }: Resolved) {
    setAction(null);
    const done = message ? msg(message) : '';
    const applied =
      review?.status === 'applied' && review.appliedLoanId
        ? t('reviews.appliedAmount', { amount: showAmount(review), loan: shortId(review.appliedLoanId, SHORT_LOAN_ID) })
        : '';
    toast.success(done && applied ? `${done}: ${applied}` : done || applied, { id: 'payment-review' });
    list.reload();
  }

  /** Another staff member may have resolved the payment meanwhile (the dialog said so): the list is read again. */
  function closed() {
    setAction(null);
    list.reload();
  }

  return (
    <section className="page">
      <header className="page__header">
        <h1>{t('reviews.title')}</h1>
        <p className="muted">{t('reviews.lead')}</p>
      </header>
      <div className="pr-toolbar">
        <SelectField id="review-status" label={t('reviews.show')} value={status} onChange={(event) => show(event.target.value as StatusFilter, 1)}>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(STATUS_KEYS[value])}
            </option>
          ))}
        </SelectField>
      </div>
      <ReviewList
        base={base}
        status={status}
        list={list.data}
        loading={list.loading}
        failed={list.failed}
        onRetry={list.reload}
        onPage={(next) => show(status, next)}
        onApply={(review) => setAction({ kind: 'apply', review })}
        onDismiss={(review) => setAction({ kind: 'dismiss', review })}
      />
      {action?.kind === 'apply' ? <ApplyDialog review={action.review} onDone={resolved} onClose={closed} /> : null}
      {action?.kind === 'dismiss' ? <DismissDialog review={action.review} onDone={resolved} onClose={closed} /> : null}
    </section>
  );
}

interface ReviewListProps {
  base: string;
  status: StatusFilter;
  list: ReviewPage | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onPage: (page: number) => void;
  onApply: (review: Review) => void;
  onDismiss: (review: Review) => void;
}

function ReviewList({ base, status, list, loading, failed, onRetry, onPage, onApply, onDismiss }: ReviewListProps) {
  const { t } = useI18n();
  if (list === null) {
    return failed ? (
      <div className="card empty" role="alert">
        <p>{t('reviews.failed')}</p>
        <button type="button" className="button button--secondary button--small" onClick={onRetry}>
          {t('reviews.retry')}
        </button>
      </div>
    ) : (
      <Skeleton label={t('reviews.loading')} />
    );
  }
  const pages = pageCount(list);
  if (list.reviews.length === 0 && list.page <= 1) {
    return (
      <div className="card">
        <EmptyState title={status === 'open' ? t('reviews.emptyOpen') : t('reviews.empty')} />
      </div>
    );
  }
  return (
    <div aria-busy={loading}>
      <p className="muted pr-count" role="status">
        {list.total === 1 ? t('reviews.countOne') : t('reviews.count', { n: list.total })}
      </p>
      <ul className="pr-list">
        {list.reviews.map((review) => (
          <ReviewCard key={review.id} review={review} base={base} onApply={onApply} onDismiss={onDismiss} />
        ))}
      </ul>
      {pages > 1 || list.page > 1 ? (
        <nav className="pr-pager" aria-label={t('reviews.pages')}>
          <button type="button" className="button button--secondary button--small" disabled={list.page <= 1 || loading} onClick={() => onPage(list.page - 1)}>
            {t('reviews.previous')}
          </button>
          <span>{t('reviews.page', { page: list.page, pages })}</span>
          <button type="button" className="button button--secondary button--small" disabled={list.page >= pages || loading} onClick={() => onPage(list.page + 1)}>
            {t('reviews.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
