// /admin/settings/sign-in/oauth-apps/new and /admin/settings/sign-in/oauth-apps/:id.
import { type EditorKind, EntityEditorPage } from '../../../ui/entities/entity-editor-page.js';
import { OAuthAppForm } from './oauth-app-form.js';
import { OAUTH_APPS_PATH } from './oauth-app-list-page.js';
import { deleteOAuthClient, type OAuthClient, oauthAppKeys, oauthAppQueries } from './oauth-app-queries.js';

const oauthAppEditor: EditorKind<OAuthClient, ReturnType<typeof oauthAppKeys.detail>> = {
  noun: 'OAuth app',
  listPath: OAUTH_APPS_PATH,
  backLabel: 'Back to OAuth apps',
  detail: oauthAppQueries.detail,
  titleOf: (app) => app.name,
  remove: deleteOAuthClient,
  invalidates: [oauthAppKeys.all],
  removeWarning: (app) =>
    `Delete ${app.name}? It can no longer sign anyone in, and the members signed in through it are signed out when their tokens next refresh.`,
  Form: OAuthAppForm,
};

export function OAuthAppEditorPage() {
  return <EntityEditorPage kind={oauthAppEditor} />;
}
