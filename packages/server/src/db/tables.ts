// The whole database as Kysely sees it: every module adds its tables here.
import type { AdminsTable } from '../modules/admins/admins.table.js';
import type { ApiKeysTable } from '../modules/api-keys/api-keys.table.js';
import type { OAuthClientsTable } from '../modules/clients/clients.table.js';
import type { EventOutboxTable, EventSequencesTable } from '../modules/events/events.table.js';
import type { RefreshTokensTable, SigningKeysTable } from '../modules/oauth/oauth.table.js';
import type { StoreSettingsTable } from '../modules/store/store.table.js';

export interface Tables {
  oauth_clients: OAuthClientsTable;
  signing_keys: SigningKeysTable;
  refresh_tokens: RefreshTokensTable;
  api_keys: ApiKeysTable;
  admins: AdminsTable;
  store_settings: StoreSettingsTable;
  event_outbox: EventOutboxTable;
  event_sequences: EventSequencesTable;
}
