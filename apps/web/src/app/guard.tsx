import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { ForbiddenPage } from '../features/errors/forbidden-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { useCurrentUser } from '../shared/session/current-user';
import { signOut, useSession } from '../shared/session/session-store';
import { CenteredSpinner } from '../shared/ui/centered-spinner';
import type { RouteDef } from './routes';
import { inCategory, mayRead } from './screens/registry';

// Session, user, permission and validity checks in front of every page.
export function Guard({ route, children }: { route: RouteDef; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const params = useParams();
  const user = useCurrentUser();
  // Spec 8: a missing user id (no id in the session, or no company user with it) signs out to
  // /login; a user load that fails keeps the session (see below).
  const missingUser =
    session.status === 'authenticated' && (!session.data?.user.id || (user.isSuccess && user.data === null));

  useEffect(() => {
    if (missingUser) {
      void signOut();
    }
  }, [missingUser]);

  const uses = (name: RouteDef['middleware'][number]) => route.middleware.includes(name);
  if (uses('valid') && route.validate && !route.validate(params)) {
    return <NotFoundPage />;
  }
  // A session being signed out (missing user) is no reason to leave the sign-in page.
  if (uses('guest') && session.status === 'authenticated' && !missingUser) {
    return <Navigate to="/" replace />;
  }
  if (!uses('auth')) {
    return children;
  }
  if (session.status === 'loading') {
    return <CenteredSpinner />;
  }
  if (session.status === 'unauthenticated' || missingUser) {
    const redirect = `${location.pathname}${location.search}${location.hash}`;
    return (
      <Navigate
        to={redirect === '/' ? '/login' : `/login?redirect=${encodeURIComponent(redirect)}`}
        replace
      />
    );
  }
  // Spec 8: a user load failure leaves no user and no menu permissions (the error was logged);
  // the page is the generic error page, not a sign-out.
  if (user.isError) {
    throw user.error;
  }
  if (!user.data) {
    return <CenteredSpinner />;
  }
  // A page of another kind of business does not exist for this one (decision 022).
  if (uses('access') && !inCategory(route, user.data.category)) {
    return <NotFoundPage otherBusiness />;
  }
  // A page the user's roles do not open says so, in the user's language.
  if (uses('access') && !mayRead(route, user.data.permissions)) {
    return <ForbiddenPage titleKey={route.title} />;
  }
  return children;
}
