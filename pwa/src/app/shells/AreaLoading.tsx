import { useEffect } from 'react';
import { Skeleton } from '../../components/Skeleton';
import { useSession } from '../../lib/useSession';
import { loadRoleFeatures } from '../loadedFeatures';

/**
 * A page of the area while the role's routes are on their way (right after sign-in): the Skeleton in
 * the page's place. Asks for them itself too, and again when the connection returns.
 */
export function AreaLoading() {
  const role = useSession()?.user.role ?? null;
  useEffect(() => {
    if (role === null) return;
    const load = () => void loadRoleFeatures(role).catch(() => undefined);
    load();
    window.addEventListener('online', load);
    return () => window.removeEventListener('online', load);
  }, [role]);
  return (
    <section className="page">
      <Skeleton />
    </section>
  );
}
