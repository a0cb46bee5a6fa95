import { useState } from 'react';
import { useParams } from 'react-router';
import { CoreHtml } from '../../components/CoreHtml';
import { EmptyState } from '../../components/EmptyState';
import { useI18n } from '../../lib/i18n';
import { useOnline } from '../../lib/useOnline';
import { fetchFaqs, fetchObjectives, fetchResources, fetchTopic, keys, type Faq, type Resource } from './api';
import { useLms } from './context';
import { DownloadChapter } from './DownloadChapter';
import { sayMessage } from './messages';
import { ReadState } from './ReadState';
import { Reviews } from './Reviews';
import { faqMatches } from './rules';
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
