import { Navigate } from 'react-router';
import { landingPath } from '../../lib/core';
import { useSession } from '../../lib/useSession';

/** The bare area path (/dashboard, /processor, …) opens the role's landing page. */
export function AreaIndex() {
  const session = useSession();
  return <Navigate to={(session && landingPath(session.user.role)) ?? '/signin'} replace />;
}
