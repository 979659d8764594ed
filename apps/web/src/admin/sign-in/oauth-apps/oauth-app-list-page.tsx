// /admin/settings/sign-in/oauth-apps: the store fronts and apps that sign shoppers in with this store.
import { useStoreClient } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { type Column, ResourceTable } from '../../../ui/entities/resource-table.js';
import { SIGN_IN_SETTINGS_PATH } from '../sign-in-sections.js';
import { SignInSubpage } from '../sign-in-subpage.js';
import { type OAuthClient, oauthAppQueries } from './oauth-app-queries.js';

export const OAUTH_APPS_PATH = `${SIGN_IN_SETTINGS_PATH}/oauth-apps`;

const APP_COLUMNS: readonly Column<OAuthClient>[] = [
  { heading: 'App', cell: (app) => app.name },
  { heading: 'Client id', cell: (app) => <code className="client-id">{app.id}</code> },
  { heading: 'Redirect URIs', cell: (app) => app.redirectUris.length },
  { heading: 'Origins', cell: (app) => app.allowedOrigins.length },
];

export function OAuthAppListPage() {
  const client = useStoreClient();
  const apps = useQuery(oauthAppQueries.list(client));
  return (
    <SignInSubpage
      title="OAuth apps"
      intro={
        <>
          Store fronts and apps that sign shoppers in with this store. Each sends its client id; sign-in
          returns only to the exact addresses registered here.
        </>
      }
    >
      <p>
        <Link className="button-link" to={`${OAUTH_APPS_PATH}/new`}>
          New OAuth app
        </Link>
      </p>
      <ResourceTable
        noun="OAuth apps"
        columns={APP_COLUMNS}
        rows={apps.data}
        rowKey={(app) => app.id}
        rowLink={(app) => `${OAUTH_APPS_PATH}/${app.id}`}
        loading={apps.isPending}
        error={apps.error}
      />
    </SignInSubpage>
  );
}
