// /admin/settings/sign-in/api-keys: keys for admin tooling; made here (shown once), listed, revoked.
import { useStoreClient } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { FormAlert } from '../../../ui/forms/field.js';
import { describeError } from '../../../ui/forms/field-errors.js';
import { SIGN_IN_SETTINGS_PATH } from '../sign-in-sections.js';
import { apiKeyQueries } from './api-key-queries.js';
import { NewApiKeyForm } from './new-api-key-form.js';
import { RevokeApiKey } from './revoke-api-key.js';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function ApiKeysPage() {
  const client = useStoreClient();
  const keys = useQuery(apiKeyQueries.list(client));
  return (
    <section className="page" aria-labelledby="api-keys-title">
      <p>
        <Link to={SIGN_IN_SETTINGS_PATH}>Back to sign-in settings</Link>
      </p>
      <h1 id="api-keys-title">API keys</h1>
      <p>
        A key lets a script or tool act as the store owner: send it as the Authorization header. Revoke any
        key you no longer use.
      </p>
      <NewApiKeyForm />
      <section className="admin-section key-list" aria-labelledby="api-key-list-title">
        <h2 id="api-key-list-title">Keys in use</h2>
        <FormAlert message={keys.isError ? describeError(keys.error) : undefined} />
        {keys.isPending ? <p role="status">Loading API keys…</p> : null}
        {keys.data?.length === 0 ? <p>No API keys yet.</p> : null}
        {keys.data && keys.data.length > 0 ? (
          <div className="table-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Starts with</th>
                  <th scope="col">Created</th>
                  <th scope="col">Last used</th>
                  {/* Named for screen readers only; a hidden span would escape the table's scroll box on phones. */}
                  <th scope="col" aria-label="Actions" />
                </tr>
              </thead>
              <tbody>
                {keys.data.map((key) => (
                  <tr key={key.id}>
                    <th scope="row">{key.name}</th>
                    <td>
                      <code>{key.prefix}…</code>
                    </td>
                    <td>{dateTime(key.createdDate)}</td>
                    <td>{key.lastUsedDate ? dateTime(key.lastUsedDate) : 'Never'}</td>
                    <td>
                      <RevokeApiKey apiKey={key} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </section>
  );
}
