// Error screen for page errors: what happened in a shopper's words and the way on, with the API error's message,
// status, code and request id folded below for the store's support.
import { isApiError, isNetworkError } from '@cartwright/client';
import { Component, type ReactNode } from 'react';
import { Link } from 'wouter';

interface ErrorSummary {
  message: string;
  requestId?: string;
  status?: number;
  code?: string | number;
  network?: boolean;
}

function summarize(error: unknown): ErrorSummary {
  if (isApiError(error)) {
    return { message: error.message, requestId: error.requestId, status: error.status, code: error.code };
  }
  // A 5xx or network failure: 'System error occurred', with the request id when the server sent one.
  if (isNetworkError(error))
    return { message: error.message, requestId: error.requestId, status: error.status, network: true };
  if (error instanceof Error && error.message !== '') return { message: error.message };
  return { message: 'An unexpected error occurred.' };
}

/** What a shopper reads first (issue #33: "error pages written for shoppers, not developers"). */
interface ShopperWords {
  title: string;
  lede: string;
  /** Whether loading the page again may help (the store or the network failed, not the request). */
  retry: boolean;
}

/** A failed download of a page's code: a deploy or the network, which a reload fixes. */
const CHUNK_FAILURE = /dynamically imported module|Loading chunk|Importing a module script failed/i;

export function shopperWords({ status, network, message }: ErrorSummary): ShopperWords {
  if (status === 404) {
    return {
      title: 'We could not find that',
      lede: 'It may have been removed, or the link is not quite right.',
      retry: false,
    };
  }
  if (status === 401 || status === 403) {
    return {
      title: 'This page is not open to you',
      lede: 'It belongs to another account or session. Sign in with the account it belongs to.',
      retry: false,
    };
  }
  if (network && (status === undefined || status === 0)) {
    return {
      title: 'The store could not be reached',
      lede: 'Please check your connection, then try again.',
      retry: true,
    };
  }
  if (status !== undefined && status >= 500) {
    return {
      title: 'Something went wrong on our side',
      lede: 'The store had a problem with that. Please try again in a moment.',
      retry: true,
    };
  }
  if (CHUNK_FAILURE.test(message)) {
    return { title: 'This page did not load', lede: 'Please load it again.', retry: true };
  }
  return {
    title: 'Something went wrong',
    lede: 'Please try again. If it keeps happening, tell the store what the details below say.',
    retry: true,
  };
}

/** Renders `error` in a shopper's words, with the details support needs folded below, and a way on. */
export function ErrorView({ error }: { error: unknown }) {
  const summary = summarize(error);
  const { message, requestId, status, code } = summary;
  const words = shopperWords(summary);
  return (
    <section className="page error-view" role="alert" aria-labelledby="error-title">
      <h1 id="error-title">{words.title}</h1>
      <p className="lede">{words.lede}</p>
      <p className="actions">
        <Link className="button-link" to="/">
          Go to the home page
        </Link>
        {words.retry ? (
          <button type="button" className="secondary-button" onClick={() => window.location.reload()}>
            Try again
          </button>
        ) : null}
        {status === 401 || status === 403 ? <Link to="/auth/login">Sign in</Link> : null}
      </p>
      <details className="error-support">
        <summary>Details for the store’s support</summary>
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
      </details>
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
