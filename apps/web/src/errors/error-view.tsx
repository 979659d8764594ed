// Error screen for page errors: shows an API error's message and request id so support can trace it.
import { isApiError, isNetworkError } from '@cartwright/client';
import { Component, type ReactNode } from 'react';
import { Link } from 'wouter';

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
  if (error instanceof Error && error.message !== '') return { message: error.message };
  return { message: 'An unexpected error occurred.' };
}

/** Renders `error` with whatever a shopper or support can act on, and a way back home. */
export function ErrorView({ error }: { error: unknown }) {
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

interface BoundaryProps {
  /** The current location: the error is cleared when it changes, so following a link leaves the error. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  /** Boxed because anything, even undefined, can be thrown. */
  failure: { error: unknown } | null;
  resetKey: string;
}

/** Shows an error thrown while rendering its children (a page, a failed lazy chunk) with ErrorView. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failure ? <ErrorView error={this.state.failure.error} /> : this.props.children;
  }
}
