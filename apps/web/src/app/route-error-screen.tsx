import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorScreen } from '@/features/errors/components/error-screen';

/**
 * The router's `errorElement`: render and loader errors of any route land here. Navigating to
 * the same address again makes the router drop the error and render the route afresh (and rerun
 * its loaders), which is what "Try Again" means here.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  useEffect(() => {
    console.error('Uncaught error', error);
  }, [error]);
  return (
    <ErrorScreen
      error={error}
      reset={() => void navigate({ pathname, search, hash }, { replace: true, state })}
    />
  );
}
