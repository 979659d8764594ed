// Full-page screen shown when the app cannot start (store configuration or client set-up failed).

/** Accessible start-up failure screen with the reason and a way to retry. */
export function BootstrapError({ error }: { error: unknown }) {
  const reason =
    error instanceof Error && error.message !== '' ? error.message : 'An unexpected error occurred.';
  return (
    <main id="main" className="bootstrap-error">
      <section className="page" role="alert" aria-labelledby="bootstrap-error-title">
        <h1 id="bootstrap-error-title">The store could not be loaded</h1>
        <p className="error-message">{reason}</p>
        <p>Check that the store server is running, then try again.</p>
        <p>
          <button type="button" className="button-link" onClick={() => window.location.reload()}>
            Try again
          </button>
        </p>
      </section>
    </main>
  );
}
