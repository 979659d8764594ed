// /admin/settings/sso: the OpenID Connect providers members may sign in through ("Continue with …"
// on the sign-in page): listed, added, changed, switched on and off, deleted.
import { useStoreClient, useStoreMutation } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { type Column, ResourceTable } from '../../ui/entities/resource-table.js';
import { ConfirmDelete } from '../../ui/forms/confirm-delete.js';
import { FormAlert } from '../../ui/forms/field.js';
import { describeError } from '../../ui/forms/field-errors.js';
import { SsoConnectionForm } from './sso-connection-form.js';
import {
  deleteSsoConnection,
  type SsoConnection,
  ssoConnectionKeys,
  ssoConnectionsQuery,
  updateSsoConnection,
} from './sso-connections-queries.js';

/** Which form is open: a new connection's, or an existing one's by id. */
type Editing = { kind: 'new' } | { kind: 'edit'; id: string } | undefined;

export function SsoConnectionsPage() {
  const client = useStoreClient();
  const list = useQuery(ssoConnectionsQuery(client));
  const [editing, setEditing] = useState<Editing>();
  const [notice, setNotice] = useState<string>();
  const toggle = useStoreMutation({
    mutationFn: (c, connection: SsoConnection) =>
      updateSsoConnection(c, connection.id, { enabled: !connection.enabled }),
    invalidates: [ssoConnectionKeys.all],
    onSuccess: (saved) => setNotice(`${saved.displayName} is ${saved.enabled ? 'on' : 'off'}.`),
  });
  const connections = list.data ?? [];
  const edited = editing?.kind === 'edit' ? connections.find((c) => c.id === editing.id) : undefined;
  const done = (message: string | undefined) => {
    setEditing(undefined);
    setNotice(message);
  };
  return (
    <section className="page" aria-labelledby="sso-connections-title">
      <h1 id="sso-connections-title">SSO connections</h1>
      <p>
        Members can sign in with an account at an OpenID Connect provider (Google, Microsoft, Okta, Keycloak,
        …). Other <Link to="/settings/sign-in">sign-in settings</Link>.
      </p>
      <FormAlert message={toggle.isError ? describeError(toggle.error) : undefined} />
      {notice ? <p role="status">{notice}</p> : null}
      <ResourceTable
        noun="SSO connections"
        columns={ssoColumns({
          busy: toggle.isPending,
          onEdit: (connection) => {
            setNotice(undefined);
            setEditing({ kind: 'edit', id: connection.id });
          },
          onToggle: (connection) => toggle.mutate(connection),
        })}
        rows={list.data}
        rowKey={(connection) => connection.id}
        loading={list.isPending}
        error={list.error}
      />
      {editing === undefined && list.data ? (
        <p>
          <button
            type="button"
            className="button-link"
            onClick={() => {
              setNotice(undefined);
              setEditing({ kind: 'new' });
            }}
          >
            Add SSO connection
          </button>
        </p>
      ) : null}
      {editing?.kind === 'new' ? (
        <section className="sso-editor" aria-labelledby="sso-new-title">
          <h2 id="sso-new-title">New SSO connection</h2>
          <SsoConnectionForm
            onDone={(saved) => done(`${saved.displayName} added.`)}
            onCancel={() => setEditing(undefined)}
          />
        </section>
      ) : null}
      {edited ? <EditConnection key={edited.id} connection={edited} onDone={done} /> : null}
    </section>
  );
}

interface SsoColumnActions {
  /** A switch on or off is under way. */
  busy: boolean;
  onEdit: (connection: SsoConnection) => void;
  onToggle: (connection: SsoConnection) => void;
}

/** Every connection's issuer, client and status, and the buttons to edit it or switch it. */
function ssoColumns({ busy, onEdit, onToggle }: SsoColumnActions): Column<SsoConnection>[] {
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
        <div className="sso-row-actions">
          <button
            type="button"
            aria-label={`Edit ${connection.displayName}`}
            onClick={() => onEdit(connection)}
          >
            Edit
          </button>
          <button
            type="button"
            aria-label={`${connection.enabled ? 'Turn off' : 'Turn on'} ${connection.displayName}`}
            disabled={busy}
            onClick={() => onToggle(connection)}
          >
            {connection.enabled ? 'Turn off' : 'Turn on'}
          </button>
        </div>
      ),
    },
  ];
}

function EditConnection({
  connection,
  onDone,
}: {
  connection: SsoConnection;
  onDone: (message: string | undefined) => void;
}) {
  const deletion = useStoreMutation({
    mutationFn: (client) => deleteSsoConnection(client, connection.id),
    invalidates: [ssoConnectionKeys.all],
    onSuccess: () => onDone(`${connection.displayName} deleted.`),
  });
  return (
    <section className="sso-editor" aria-labelledby="sso-edit-title">
      <h2 id="sso-edit-title">Edit {connection.displayName}</h2>
      <SsoConnectionForm
        connection={connection}
        onDone={(saved) => onDone(`${saved.displayName} saved.`)}
        onCancel={() => onDone(undefined)}
      />
      <ConfirmDelete
        noun="connection"
        title={connection.displayName}
        warning="Members who signed in with it keep their accounts, but can no longer sign in this way."
        deletion={deletion}
      />
    </section>
  );
}
