import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import type { SessionItem } from './api';
import { sessionPath } from './paths';

/**
 * The chapter's sessions beside the session (spec 001 section 2.3); on a phone, collapsed above the
 * content behind a button.
 */
export function SideList({ sessions, playbookId, chapterId, current }: { sessions: readonly SessionItem[]; playbookId: string; chapterId: string; current: string }) {
  const { t, lang } = useI18n();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <nav className="pb-side card" aria-label={t('pb.session.sessions')}>
      <button type="button" className="button button--ghost button--block pb-side__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((was) => !was)}>
        {t('pb.session.sessions')} <span aria-hidden="true">{open ? '▲' : '▼'}</span>
      </button>
      <h2 className="pb-side__title">{t('pb.session.sessions')}</h2>
      <ol id={listId} className={open ? 'pb-side__list' : 'pb-side__list pb-side__list--closed'}>
        {sessions.map((session) => (
          <li key={session._id}>
            <Link
              to={sessionPath(playbookId, chapterId, session._id)}
              className={session._id === current ? 'pb-side__link pb-side__link--current' : 'pb-side__link'}
              aria-current={session._id === current ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              {session.position}. {session.name[lang] || session.name.en}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
