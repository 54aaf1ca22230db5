import { ErrorState } from '../../components/errors/error-state';
import { NotFoundPage } from '../../components/errors/not-found-page';
import { isNotFound, type PageErrorProps } from '../page-route';

/**
 * Errors of any page, shown inside the shell: a 404 (unknown locale, say) is the not-found page;
 * anything else (a failed API call) says what went wrong and retries by reading the page again.
 */
export function RouteErrorBoundary({ error, retry }: PageErrorProps) {
  if (isNotFound(error)) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  return <ErrorState error={error} onRetry={retry} />;
}
