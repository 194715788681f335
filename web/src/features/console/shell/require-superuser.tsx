import { Navigate, Outlet, useLocation } from 'react-router';
import { useConsoleSuperuser } from './console-session';
import { signInPathFor } from './console-redirect';

/** The signed-in console's pages; a signed-out visit goes to the sign-in page and back after. */
export function RequireSuperuser() {
  const superuser = useConsoleSuperuser();
  const location = useLocation();
  if (!superuser) {
    return <Navigate to={signInPathFor(location.pathname, location.search)} replace />;
  }
  return <Outlet />;
}
