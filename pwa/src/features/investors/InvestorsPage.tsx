/**
 * `/investors`: the businesses whose owners marked them ready for growth, newest first, 20 at a
 * time, with a category filter kept in the address (`?category=3`). Public and online only.
 */
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';
import type { ProfileSummary } from './api';
import { CategoryFilter } from './CategoryFilter';
import { categoriesOf } from './display';
import { FailedNote } from './FailedNote';
import { ProfileCard } from './ProfileCard';
import { appendPage, hasMore, useProfileList } from './useProfileList';
import './investors.css';

const categoryIn = (text: string | null): number | null => (text && /^\d+$/.test(text) ? Number(text) : null);

export function InvestorsPage() {
  const { t, lang } = useI18n();
  useTitle(t('investors.title'));
  const [search, setSearch] = useSearchParams();
  const category = categoryIn(search.get('category'));
  const { list, retry, loadMore } = useProfileList(category);
  const [seen, setSeen] = useState<ProfileSummary[]>([]);
  useEffect(() => {
    if (list.status === 'shown') setSeen((before) => appendPage(before, list.profiles));
  }, [list]);
  const choices = useMemo(() => categoriesOf(seen, lang), [seen, lang]);
  const choose = (chosen: number | null) => setSearch(chosen === null ? {} : { category: String(chosen) }, { replace: true });

  return (
    <section className="page investors">
      <h1>{t('investors.title')}</h1>
      <p className="lead investors__lead">{t('investors.lead')}</p>
      <CategoryFilter choices={choices} chosen={category} onChoose={choose} />
      {list.status === 'loading' ? <Skeleton rows={3} label={t('investors.loading')} /> : null}
      {list.status === 'failed' ? <FailedNote error={list.error} text={t('investors.failed')} onRetry={retry} /> : null}
      {list.status === 'shown' && list.profiles.length === 0 ? (
        category === null ? (
          <EmptyState title={t('investors.empty')} text={t('investors.emptyText')} />
        ) : (
          <EmptyState
            title={t('investors.emptyCategory')}
            action={
              <button type="button" className="button button--secondary" onClick={() => choose(null)}>
                {t('investors.allCategories')}
              </button>
            }
          />
        )
      ) : null}
      {list.status === 'shown' && list.profiles.length > 0 ? (
        <>
          <ul className="investors__list">
            {list.profiles.map((profile) => (
              <ProfileCard key={profile.id} profile={profile} />
            ))}
          </ul>
          <p className="investors__count muted" aria-live="polite">
            {t('investors.count', { shown: list.profiles.length, total: list.total })}
          </p>
          {typeof list.more === 'object' ? <FailedNote error={list.more.error} text={t('investors.moreFailed')} onRetry={loadMore} /> : null}
          {hasMore(list.profiles.length, list.total) && typeof list.more !== 'object' ? (
            <p className="investors__more">
              <button type="button" className="button button--secondary" onClick={loadMore} disabled={list.more === 'loading'}>
                {t('investors.more')}
              </button>
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
