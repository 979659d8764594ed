// Error screen for route errors: shows an API error's message and request id so support can trace it.
import { isApiError, isNetworkError } from '@cartwright/client';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page.js';

interface ErrorSummary {
  message: string;
  requestId?: string;
  status?: number;
  code?: string | number;
}

function summarize(error: unknown): ErrorSummary {
  if (isApiError(error)) {
    return { message: error.message, requestId: error.requestId, status: error.status, code: error.code };
  }
  // A 5xx or network failure: 'System error occurred', with the request id when the server sent one.
  if (isNetworkError(error))
    return { message: error.message, requestId: error.requestId, status: error.status };
  if (isRouteErrorResponse(error)) return { message: `${error.status} ${error.statusText}`.trim() };
  if (error instanceof Error && error.message !== '') return { message: error.message };
  return { message: 'An unexpected error occurred.' };
}

/** Renders `error`; a 404 route response becomes the not-found page. */
export function ErrorView({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const { message, requestId, status, code } = summarize(error);
  return (
    <section className="page error-view" role="alert" aria-labelledby="error-title">
      <h1 id="error-title">Something went wrong</h1>
      <p className="error-message">{message}</p>
      {requestId || status !== undefined ? (
        <dl className="error-details">
          {status !== undefined ? (
            <>
              <dt>Status</dt>
              <dd>{status}</dd>
            </>
          ) : null}
          {code !== undefined && code !== status ? (
            <>
              <dt>Code</dt>
              <dd>{code}</dd>
            </>
          ) : null}
          {requestId ? (
            <>
              <dt>Request id</dt>
              <dd>
                <code>{requestId}</code>
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <p className="actions">
        <Link className="button-link" to="/">
          Go to the home page
        </Link>
      </p>
    </section>
  );
}

/** The routes' errorElement: reads the error React Router caught. */
export function RouteErrorView() {
  return <ErrorView error={useRouteError()} />;
}
