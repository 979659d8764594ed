// /admin/settings/sign-in/oauth-apps: the store fronts and apps that sign shoppers in with this store.
import { useStoreClient } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { FormAlert } from '../../../ui/forms/field.js';
import { describeError } from '../../../ui/forms/field-errors.js';
import { SIGN_IN_SETTINGS_PATH } from '../sign-in-sections.js';
import { oauthAppQueries } from './oauth-app-queries.js';

export const OAUTH_APPS_PATH = `${SIGN_IN_SETTINGS_PATH}/oauth-apps`;

export function OAuthAppListPage() {
  const client = useStoreClient();
  const apps = useQuery(oauthAppQueries.list(client));
  return (
    <section className="page" aria-labelledby="oauth-apps-title">
      <p>
        <Link to={SIGN_IN_SETTINGS_PATH}>Back to sign-in settings</Link>
      </p>
      <h1 id="oauth-apps-title">OAuth apps</h1>
      <p>
        Store fronts and apps that sign shoppers in with this store. Each sends its client id; sign-in returns
        only to the exact addresses registered here.
      </p>
      <p>
        <Link className="button-link" to={`${OAUTH_APPS_PATH}/new`}>
          New OAuth app
        </Link>
      </p>
      <FormAlert message={apps.isError ? describeError(apps.error) : undefined} />
      {apps.isPending ? <p role="status">Loading OAuth apps…</p> : null}
      {apps.data ? (
        <div className="table-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">App</th>
                <th scope="col">Client id</th>
                <th scope="col">Redirect URIs</th>
                <th scope="col">Origins</th>
              </tr>
            </thead>
            <tbody>
              {apps.data.map((app) => (
                <tr key={app.id}>
                  <th scope="row">
                    <Link to={`${OAUTH_APPS_PATH}/${app.id}`}>{app.name}</Link>
                  </th>
                  <td>
                    <code className="client-id">{app.id}</code>
                  </td>
                  <td>{app.redirectUris.length}</td>
                  <td>{app.allowedOrigins.length}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
