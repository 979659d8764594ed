// /admin/settings/sign-in/api-keys: keys for admin tooling; made here (shown once), listed, revoked.
import { useStoreClient } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { type Column, ResourceTable } from '../../../ui/entities/resource-table.js';
import { SignInSubpage } from '../sign-in-subpage.js';
import { type ApiKey, apiKeyQueries } from './api-key-queries.js';
import { NewApiKeyForm } from './new-api-key-form.js';
import { RevokeApiKey } from './revoke-api-key.js';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const KEY_COLUMNS: readonly Column<ApiKey>[] = [
  { heading: 'Name', cell: (key) => key.name },
  { heading: 'Starts with', cell: (key) => <code>{key.prefix}…</code> },
  { heading: 'Created', cell: (key) => dateTime(key.createdDate) },
  { heading: 'Last used', cell: (key) => (key.lastUsedDate ? dateTime(key.lastUsedDate) : 'Never') },
  { heading: 'Actions', headingHidden: true, cell: (key) => <RevokeApiKey apiKey={key} /> },
];

export function ApiKeysPage() {
  const client = useStoreClient();
  const keys = useQuery(apiKeyQueries.list(client));
  return (
    <SignInSubpage
      title="API keys"
      intro={
        <>
          A key lets a script or tool act as the store owner: send it as the Authorization header. Revoke any
          key you no longer use.
        </>
      }
    >
      <NewApiKeyForm />
      <section className="admin-section key-list" aria-labelledby="api-key-list-title">
        <h2 id="api-key-list-title">Keys in use</h2>
        <ResourceTable
          noun="API keys"
          columns={KEY_COLUMNS}
          rows={keys.data}
          rowKey={(key) => key.id}
          loading={keys.isPending}
          error={keys.error}
        />
      </section>
    </SignInSubpage>
  );
}
