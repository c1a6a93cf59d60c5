import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NoAdminAccessPage } from '#web/features/auth/components/no-admin-access-page';
import { RootErrorPage } from './route-error';

/** The admin guard's 403 is the "no access" page; anything else that breaks the shell is a plain error. */
export function AdminRouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <NoAdminAccessPage />;
  return <RootErrorPage />;
}
