// A failed cart action, said next to where it happened: what failed, the server's reason, and the request id
// support can trace (the error view's details, in one line).
import { isApiError, isNetworkError } from '@cartwright/client';

function reason(error: unknown): { text: string; requestId?: string } {
  if (isApiError(error)) return { text: error.description || error.message, requestId: error.requestId };
  if (isNetworkError(error)) return { text: error.message, requestId: error.requestId };
  return { text: error instanceof Error && error.message ? error.message : 'An unexpected error occurred.' };
}

/** `what` says which action failed: "Could not add this to your cart". */
export function ActionError({ what, error }: { what: string; error: unknown }) {
  const { text, requestId } = reason(error);
  return (
    <p role="alert" className="form-error">
      {what}: {text}
      {requestId ? (
        <>
          {' '}
          <span className="request-id">
            (request id <code>{requestId}</code>)
          </span>
        </>
      ) : null}
    </p>
  );
}
