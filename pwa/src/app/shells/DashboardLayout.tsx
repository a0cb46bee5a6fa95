import { Navigate, useLocation } from 'react-router';
import { mayOpen } from '../../lib/core';
import { rememberReturn } from '../../lib/returnTo';
import { wasLoggedOut } from '../../lib/session';
import { useSession } from '../../lib/useSession';
import { DashboardShell } from './DashboardShell';

/**
 * The guard of every signed-in area: the area needs exactly its roles (core `mayOpen`). Signed out or
 * the wrong role: to /signin, remembering the page to come back to after signing in.
 */
export function DashboardLayout() {
  const session = useSession();
  const location = useLocation();
  if (!session || !mayOpen(session.user.role, location.pathname)) {
    // After a log-out there is nothing to come back to.
    if (!wasLoggedOut()) rememberReturn(location.pathname + location.search);
    return <Navigate to="/signin" replace />;
  }
  return <DashboardShell user={session.user} />;
}
