import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router-dom';
import { ErrorState } from '../../components/errors/error-state';
import { NotFoundPage } from '../../components/errors/not-found-page';

/**
 * Errors of any page, shown inside the shell: a 404 (unknown locale, say) is the not-found page;
 * anything else (a failed API call) says what went wrong and retries by re-running the loaders.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <ErrorState
      error={error}
      onRetry={() => void revalidator.revalidate()}
      retrying={revalidator.state === 'loading'}
    />
  );
}
