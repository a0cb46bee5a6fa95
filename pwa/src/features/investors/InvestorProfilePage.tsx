/**
 * `/investors/:id`: one business's public profile: its pictures, plan and need, where it is, its
 * video and, when its owner shows them, its last 12 months. An unknown, hidden or malformed id is
 * "Profile not found", with the way back to the list.
 */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTitle } from '../../components/useTitle';
import { useI18n } from '../../lib/i18n';
import { fetchProfile, type PublicProfile } from './api';
import { FailedNote } from './FailedNote';
import { isNotFound } from './failure';
import { ProfileDetails } from './ProfileDetails';
import './investors.css';

type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed'; error: unknown } | { kind: 'shown'; profile: PublicProfile };

export function InvestorProfilePage() {
  const { id = '' } = useParams();
  const { t } = useI18n();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    fetchProfile(id, controller.signal).then(
      (profile) => setState({ kind: 'shown', profile }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(isNotFound(error) ? { kind: 'missing' } : { kind: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [id, round]);
  useTitle(state.kind === 'shown' ? state.profile.displayName : state.kind === 'missing' ? t('investors.notFound.title') : t('investors.title'));

  const back = (
    <Link to="/investors" className="investor__back">
      {t('investors.back')}
    </Link>
  );
  if (state.kind === 'shown') return <ProfileDetails profile={state.profile} back={back} />;
  return (
    <section className="page page--narrow investor">
      <p>{back}</p>
      {state.kind === 'loading' ? (
        <p className="muted" role="status">
          {t('investors.profile.loading')}
        </p>
      ) : null}
      {state.kind === 'failed' ? <FailedNote error={state.error} text={t('investors.profile.failed')} onRetry={() => setRound((n) => n + 1)} /> : null}
      {state.kind === 'missing' ? (
        <div className="card notice">
          <h1>{t('investors.notFound.title')}</h1>
          <p>{t('investors.notFound.text')}</p>
          <Link to="/investors" className="button">
            {t('investors.back')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
