import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { CoreHtml } from '../../components/CoreHtml';
import { EmptyState } from '../../components/EmptyState';
import { StarRating } from '../../components/StarRating';
import { ApiError } from '../../lib/api';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useOnline } from '../../lib/useOnline';
import { fetchFaqs, fetchObjectives, fetchResources, fetchReviews, fetchTopic, keys, postReview, type Faq, type Resource } from './api';
import { useLms } from './context';
import { DownloadChapter } from './DownloadChapter';
import { sayMessage } from './messages';
import { ReadState } from './ReadState';
import { checkReview, faqMatches } from './rules';
import { LmsPage } from './Shell';
import { Tabs } from '../../components/Tabs';
import { useKept } from '../../lib/useKept';

/**
 * /dashboard/lms/learning/{cohortId}/{chapterId}/{topicId} (spec 002 section 2.6): the topic's name,
 * objectives, description (core's Markdown, in the person's language), resources, and the tabs Reviews
 * and FAQs.
 */
export function TopicPage() {
  const { t, lang } = useI18n();
  const { topicId = '', chapterId = '' } = useParams();
  const topic = useKept(topicId ? keys.topic(topicId) : null, (signal) => fetchTopic(topicId, signal));
  const title = topic.data?.value ? topic.data.value.name[lang] || topic.data.value.name.en : t('lms.topic.title');
  return (
    <LmsPage title={title} outline>
      {() => (
        <ReadState read={topic} what="content" rows={4}>
          {(found) =>
            found ? (
              <>
                <Objectives topicId={topicId} />
                <section className="card lms-topic__description" aria-label={t('lms.topic.description')}>
                  <CoreHtml html={found.descriptionHtml[lang] || found.descriptionHtml.en} />
                </section>
                <Resources topicId={topicId} />
                <TopicTabs topicId={topicId} />
                <DownloadChapter chapterId={chapterId} />
              </>
            ) : (
              <EmptyState title={t('lms.topic.missing')} />
            )
          }
        </ReadState>
      )}
    </LmsPage>
  );
}

function Objectives({ topicId }: { topicId: string }) {
  const { t, lang, msg } = useI18n();
  const read = useKept(keys.objectives(topicId), (signal) => fetchObjectives(topicId, signal));
  return (
    <section className="card lms-topic__objectives">
      <h2 className="lms__subtitle">{t('lms.topic.objectives')}</h2>
      <ReadState read={read} what="objectives" rows={2}>
        {(list) =>
          list.length === 0 ? (
            <p className="lms__hint">{sayMessage('Objectives not found', lang, msg)}</p>
          ) : (
            list.map((objective) => (
              <div key={objective.id}>
                <h3 className="lms-topic__objective">{objective.title[lang] || objective.title.en}</h3>
                <ul>
                  {(objective.list[lang]?.length ? objective.list[lang] : objective.list.en).map((item, i) => (
                    <li key={i}>{item}</li>
                  ))}
                </ul>
              </div>
            ))
          )
        }
      </ReadState>
    </section>
  );
}

function Resources({ topicId }: { topicId: string }) {
  const { t, lang, msg } = useI18n();
  const read = useKept(keys.resources(topicId), (signal) => fetchResources(topicId, signal));
  return (
    <section className="card lms-topic__resources">
      <h2 className="lms__subtitle">{t('lms.topic.resources')}</h2>
      <ReadState read={read} what="content" rows={2}>
        {(list) =>
          list.length === 0 ? (
            <p className="lms__hint">{sayMessage('Topic resources have not been added.', lang, msg)}</p>
          ) : (
            <ul className="lms-resources">
              {[...list]
                .sort((a, b) => a.position - b.position)
                .map((resource) => (
                  <li key={resource.id} className="lms-resource">
                    <ResourceView resource={resource} />
                  </li>
                ))}
            </ul>
          )
        }
      </ReadState>
    </section>
  );
}

function ResourceView({ resource }: { resource: Resource }) {
  const { t, lang } = useI18n();
  const online = useOnline();
  const name = resource.name[lang] || resource.name.en;
  const description = resource.description[lang] || resource.description.en;
  const head = (
    <>
      <h3 className="lms-resource__name">{name}</h3>
      {description ? <p className="lms__hint">{description}</p> : null}
    </>
  );
  if (resource.resourceTypeId === 2) {
    return (
      <>
        {head}
        <audio controls preload="none" src={resource.link} className="lms-resource__audio">
          <a href={resource.link}>{t('lms.topic.listen')}</a>
        </audio>
      </>
    );
  }
  if (resource.resourceTypeId === 3) {
    return (
      <>
        {head}
        {online ? (
          <div className="lms-resource__video">
            <iframe
              src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(resource.link)}`}
              title={name}
              loading="lazy"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
            />
          </div>
        ) : (
          <p className="notice-inline">{t('lms.topic.videoOffline')}</p>
        )}
      </>
    );
  }
  return (
    <>
      {head}
      <a className="button button--secondary" href={resource.link} target="_blank" rel="noreferrer noopener">
        {t('lms.topic.open')}
      </a>
    </>
  );
}

type TabKey = 'reviews' | 'faqs';

function TopicTabs({ topicId }: { topicId: string }) {
  const { t } = useI18n();
  const [tab, setTab] = useState<TabKey>('reviews');
  const tabs = [
    { key: 'reviews', label: t('lms.topic.reviews') },
    { key: 'faqs', label: t('lms.topic.faqs') },
  ] as const;
  return (
    <div className="lms-topic__tabs">
      <Tabs variant="lms" tabs={tabs} current={tab} onChange={setTab} label={t('lms.topic.tabs')}>
        {tab === 'reviews' ? <Reviews topicId={topicId} /> : <Faqs />}
      </Tabs>
    </div>
  );
}

function Reviews({ topicId }: { topicId: string }) {
  const { t, lang, msg } = useI18n();
  const { trainee } = useLms();
  const read = useKept(keys.reviews(topicId), (signal) => fetchReviews(topicId, trainee.id, signal));
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkReview(trainee.id, topicId, rating, comment);
    if (!checked.ok) {
      setProblem(checked.problem);
      toast.error(sayMessage(checked.problem.message, lang, msg), { id: 'lms-review' });
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const answer = await postReview(topicId, { traineeId: trainee.id, rating: checked.rating, comment: checked.comment });
      const message = (answer as { message?: string } | null)?.message;
      toast.success(message ? sayMessage(message, lang, msg) : t('lms.topic.reviewSent'), { id: 'lms-review' });
      setRating(null);
      setComment('');
      await read.reload();
    } catch (error) {
      toast.error(sayMessage(error instanceof ApiError && error.kind === 'http' ? error.message : 'An error occurred. Please try again.', lang, msg), { id: 'lms-review' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="stack">
      <form className="lms-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('lms.topic.reviewForm')}>
        <StarRating
          name="lms-review-rating"
          value={rating}
          onChange={setRating}
          label={t('lms.topic.rating')}
          starName={(stars) => t('lms.topic.stars', { stars })}
          error={problem?.field === 'rating' ? sayMessage(problem.message, lang, msg) : undefined}
          disabled={busy}
        />
        <div className={problem?.field === 'comment' ? 'field field--error' : 'field'}>
          <label className="field__label" htmlFor="lms-review-comment">
            {t('lms.topic.comment')}
          </label>
          <textarea id="lms-review-comment" className="input lms-form__text" rows={3} value={comment} onChange={(e) => setComment(e.target.value)} disabled={busy} />
          {problem?.field === 'comment' ? (
            <p className="field__message" role="alert">
              {sayMessage(problem.message, lang, msg)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? t('lms.sending') : t('lms.topic.sendReview')}
        </button>
      </form>
      <ReadState read={read} what="review" rows={2}>
        {(list) =>
          list.length === 0 ? null : (
            <ul className="lms-reviews">
              {list.map((review, i) => (
                <li key={`${review.createdAt}-${i}`} className="lms-review">
                  <span className="lms-review__stars" aria-label={t('lms.topic.stars', { stars: review.rating })}>
                    {'★'.repeat(review.rating)}
                    <span className="lms-review__off">{'★'.repeat(Math.max(0, 5 - review.rating))}</span>
                  </span>
                  <p>{review.comment}</p>
                </li>
              ))}
            </ul>
          )
        }
      </ReadState>
    </div>
  );
}

function Faqs() {
  const { t, lang, msg } = useI18n();
  const { course } = useLms();
  const read = useKept(course ? keys.faqs(course.id) : null, (signal) => fetchFaqs(course?.id ?? '', signal));
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  if (!course) return <EmptyState title={sayMessage('No Questions Have Been Added Yet.', lang, msg)} />;
  const text = (faq: Faq) => ({ q: faq.question[lang] || faq.question.en, a: faq.solution[lang] || faq.solution.en });
  return (
    <ReadState read={read} what="questions" rows={2}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState title={sayMessage('No Questions Have Been Added Yet.', lang, msg)} />
        ) : (
          <div className="stack">
            <div className="field">
              <label className="field__label" htmlFor="lms-faq-search">
                {t('lms.topic.searchFaqs')}
              </label>
              <input id="lms-faq-search" type="search" className="input" value={query} onChange={(e) => setQuery(e.target.value)} />
            </div>
            {(() => {
              const shown = list.filter((faq) => faqMatches(query, text(faq).q, text(faq).a));
              if (shown.length === 0) return <p className="lms__hint">{sayMessage('No questions found', lang, msg)}</p>;
              return (
                <ul className="lms-faqs">
                  {shown.map((faq) => {
                    const isOpen = open === faq.id;
                    return (
                      <li key={faq.id} className="lms-faq">
                        <button type="button" className="lms-faq__question" aria-expanded={isOpen} aria-controls={`faq-${faq.id}`} onClick={() => setOpen(isOpen ? null : faq.id)}>
                          {text(faq).q}
                        </button>
                        <p id={`faq-${faq.id}`} className="lms-faq__answer" hidden={!isOpen}>
                          {text(faq).a}
                        </p>
                      </li>
                    );
                  })}
                </ul>
              );
            })()}
          </div>
        )
      }
    </ReadState>
  );
}
