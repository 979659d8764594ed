// /admin/settings/sso: the OpenID Connect providers members may sign in through ("Continue with …" on the
// sign-in page), listed and switched on and off; /admin/settings/sso/new and /:id add and change one on the
// one editor page.
import { useStoreClient, useStoreMutation } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { type EditorKind, EntityEditorPage } from '../../ui/entities/entity-editor-page.js';
import { type Column, ResourceTable } from '../../ui/entities/resource-table.js';
import { FormAlert } from '../../ui/forms/field.js';
import { describeError } from '../../ui/forms/field-errors.js';
import { SsoConnectionForm } from './sso-connection-form.js';
import {
  deleteSsoConnection,
  type SsoConnection,
  ssoConnectionKeys,
  ssoConnectionQuery,
  ssoConnectionsQuery,
  updateSsoConnection,
} from './sso-connections-queries.js';

export const SSO_CONNECTIONS_PATH = '/settings/sso';

/** Every connection's issuer, client and status, and the button that switches it. */
function ssoColumns(busy: boolean, onToggle: (connection: SsoConnection) => void): Column<SsoConnection>[] {
  return [
    { heading: 'Name', cell: (connection) => connection.displayName },
    { heading: 'Issuer', className: 'sso-issuer', cell: (connection) => connection.issuer },
    { heading: 'Client ID', cell: (connection) => connection.clientId },
    {
      heading: 'Status',
      cell: (connection) => (
        <span className={`status-badge status-${connection.enabled ? 'active' : 'inactive'}`}>
          {connection.enabled ? 'On' : 'Off'}
        </span>
      ),
    },
    {
      heading: 'Actions',
      headingHidden: true,
      cell: (connection) => (
        <button
          type="button"
          aria-label={`${connection.enabled ? 'Turn off' : 'Turn on'} ${connection.displayName}`}
          disabled={busy}
          onClick={() => onToggle(connection)}
        >
          {connection.enabled ? 'Turn off' : 'Turn on'}
        </button>
      ),
    },
  ];
}

export function SsoConnectionsPage() {
  const client = useStoreClient();
  const list = useQuery(ssoConnectionsQuery(client));
  const [notice, setNotice] = useState<string>();
  const toggle = useStoreMutation({
    mutationFn: (c, connection: SsoConnection) =>
      updateSsoConnection(c, connection.id, { enabled: !connection.enabled }),
    invalidates: [ssoConnectionKeys.all],
    onSuccess: (saved) => setNotice(`${saved.displayName} is ${saved.enabled ? 'on' : 'off'}.`),
  });
  return (
    <section className="page" aria-labelledby="sso-connections-title">
      <h1 id="sso-connections-title">SSO connections</h1>
      <p>
        Members can sign in with an account at an OpenID Connect provider (Google, Microsoft, Okta, Keycloak,
        …). Other <Link to="/settings/sign-in">sign-in settings</Link>.
      </p>
      <p>
        <Link className="button-link" to={`${SSO_CONNECTIONS_PATH}/new`}>
          Add SSO connection
        </Link>
      </p>
      <FormAlert message={toggle.isError ? describeError(toggle.error) : undefined} />
      {notice ? <p role="status">{notice}</p> : null}
      <ResourceTable
        noun="SSO connections"
        columns={ssoColumns(toggle.isPending, (connection) => toggle.mutate(connection))}
        rows={list.data}
        rowKey={(connection) => connection.id}
        rowLink={(connection) => `${SSO_CONNECTIONS_PATH}/${connection.id}`}
        loading={list.isPending}
        error={list.error}
      />
    </section>
  );
}

const ssoConnectionEditor: EditorKind<SsoConnection, ReturnType<typeof ssoConnectionKeys.one>> = {
  noun: 'SSO connection',
  listPath: SSO_CONNECTIONS_PATH,
  backLabel: 'Back to SSO connections',
  detail: ssoConnectionQuery,
  titleOf: (connection) => connection.displayName,
  remove: deleteSsoConnection,
  invalidates: [ssoConnectionKeys.all],
  removeWarning: () =>
    'Members who signed in with it keep their accounts, but can no longer sign in this way.',
  Form: SsoConnectionForm,
};

export function SsoConnectionEditorPage() {
  return <EntityEditorPage kind={ssoConnectionEditor} />;
}
