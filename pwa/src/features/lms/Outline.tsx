/**
 * The course outline (spec 002 sections 2.6, 4.5): each chapter with the status icon the server's
 * walk gave it (completed, current, locked); a locked one says 'Please complete all previous chapters
 * before accessing this one.'; an open one expands to its topics and its assignments with core's
 * tooltip (Locked, Reattempt, Attempt) and its Download for offline; then the fixed entries.
 */
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { fetchChapters, fetchTopics, keys, type Chapter } from './api';
import { useLms } from './context';
import { DownloadChapter } from './DownloadChapter';
import { sayMessage } from './messages';
import { assignmentPath, LEARNING, topicPath } from './paths';
import { ReadState } from './ReadState';
import { menuTooltip } from './rules';
import { useKept } from '../../lib/useKept';

const ICONS = { completed: '✓', current: '▶', locked: '🔒' } as const;

const FIXED = [
  ['pitch-submission', 'lms.fixed.pitch'],
  ['assignments', 'lms.fixed.assignments'],
  ['scores', 'lms.fixed.scores'],
  ['notes', 'lms.fixed.notes'],
  ['messages', 'lms.fixed.messages'],
  ['downloads', 'lms.fixed.downloads'],
] as const;

export function Outline() {
  const { t, lang, msg } = useI18n();
  const { course } = useLms();
  const chapters = useKept(course ? keys.chapters(course.id) : null, (signal) => fetchChapters(course?.id ?? '', signal));
  return (
    <div className="lms-outline">
      {course ? (
        <ReadState read={chapters} what="chapters">
          {(list) =>
            list.length === 0 ? (
              <p className="lms__hint">{sayMessage('No chapters to display.', lang, msg)}</p>
            ) : (
              <ol className="lms-outline__chapters">
                {list.map((chapter) => (
                  <ChapterEntry key={chapter.id} chapter={chapter} />
                ))}
              </ol>
            )
          }
        </ReadState>
      ) : (
        <EmptyState title={sayMessage('No chapters found, check back later.', lang, msg)} />
      )}
      <ul className="lms-outline__fixed">
        {FIXED.map(([path, label]) => (
          <li key={path}>
            <NavLink to={`${LEARNING}/${path}`} className={({ isActive }) => (isActive ? 'lms-outline__link lms-outline__link--current' : 'lms-outline__link')}>
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ChapterEntry({ chapter }: { chapter: Chapter }) {
  const { t, lang, msg } = useI18n();
  const { trainee } = useLms();
  const [open, setOpen] = useState(chapter.status === 'current');
  const topics = useKept(open ? keys.topics(chapter.id) : null, (signal) => fetchTopics(chapter.id, signal));
  const name = chapter.name[lang] || chapter.name.en;
  const locked = chapter.status === 'locked';
  const statusLabel = t(`lms.status.${chapter.status}` as MessageKey);
  return (
    <li className={`lms-chapter lms-chapter--${chapter.status}`}>
      <button
        type="button"
        className="lms-chapter__head"
        aria-expanded={locked ? undefined : open}
        onClick={() => {
          if (locked) toast.error(sayMessage('Please complete all previous chapters before accessing this one.', lang, msg), { id: 'lms-chapter' });
          else setOpen((was) => !was);
        }}
      >
        <span className="lms-chapter__icon" role="img" aria-label={statusLabel}>
          {ICONS[chapter.status]}
        </span>
        <span className="lms-chapter__name">{name}</span>
      </button>
      {open && !locked ? (
        <div className="lms-chapter__body">
          <ReadState read={topics} what="topics" rows={2}>
            {(list) => (
              <ul className="lms-chapter__topics">
                {list.map((topic) => (
                  <li key={topic.id}>
                    <NavLink to={topicPath(trainee.cohortId, chapter.id, topic.id)} className={({ isActive }) => (isActive ? 'lms-outline__link lms-outline__link--current' : 'lms-outline__link')}>
                      {topic.name[lang] || topic.name.en}
                    </NavLink>
                  </li>
                ))}
              </ul>
            )}
          </ReadState>
          {chapter.assignments.length > 0 ? (
            <ul className="lms-chapter__assignments" aria-label={t('lms.fixed.assignments')}>
              {chapter.assignments.map((assignment) => {
                const tip = sayMessage(menuTooltip(assignment.is_marked, assignment.submissions), lang, msg);
                return (
                  <li key={assignment.id}>
                    <Link to={assignmentPath(assignment.id)} className="lms-outline__link lms-outline__link--assignment" title={tip}>
                      <span>{assignment.title[lang] || assignment.title.en}</span> <span className="lms-tag">{tip}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          ) : null}
          <DownloadChapter chapterId={chapter.id} />
        </div>
      ) : null}
    </li>
  );
}
