import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { useI18n } from '../../lib/i18n';
import { fetchMentors, keys } from './api';
import { useLms } from './context';
import { sayMessage } from './messages';
import { messagesPath } from './paths';
import { ReadState } from './ReadState';
import { LmsPage } from './Shell';
import { useKept } from '../../lib/useKept';

/** /dashboard/lms/mentors (spec 002 section 2.6): My Mentors (name, e-mail); choosing one opens the messages with them. */
export function MentorsPage() {
  const { t } = useI18n();
  return <LmsPage title={t('lms.mentors.title')}>{() => <Mentors />}</LmsPage>;
}

function Mentors() {
  const { t, lang, msg } = useI18n();
  const { trainee } = useLms();
  const read = useKept(keys.mentors(trainee.cohortId), (signal) => fetchMentors(trainee.cohortId, signal));
  return (
    <ReadState read={read} what="mentors">
      {(mentors) =>
        mentors.length === 0 ? (
          <EmptyState title={sayMessage('Mentors not found', lang, msg)} />
        ) : (
          <ul className="lms-cards">
            {mentors.map((mentor) => (
              <li key={mentor.id} className="card lms-mentor">
                <h2 className="lms-mentor__name">{mentor.name}</h2>
                <a className="lms-mentor__mail" href={`mailto:${mentor.email}`}>
                  {mentor.email}
                </a>
                <Link className="button" to={messagesPath(mentor.id)}>
                  {t('lms.mentors.message', { name: mentor.name })}
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    </ReadState>
  );
}
