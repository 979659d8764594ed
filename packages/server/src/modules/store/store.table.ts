// The store_settings table: one row that says the store exists, its name, currency and web client.
import type { Generated, Selectable } from 'kysely';

export interface StoreSettingsTable {
  /** Always 1: the table holds a single row. */
  id: number;
  store_name: string;
  /** ISO 4217 code. */
  currency: string;
  /** The OAuth client the bundled web app uses; null until one is set. */
  web_client_id: string | null;
  created_at: Date;
}

export type StoreSettingsRow = Selectable<StoreSettingsTable>;

export interface StoreSettings {
  storeName: string;
  currency: string;
  webClientId: string | null;
}

export const rowToStoreSettings = (row: StoreSettingsRow): StoreSettings => ({
  storeName: row.store_name,
  currency: row.currency,
  webClientId: row.web_client_id,
});

/** The store_secrets table: a random secret per use, made at its first use and never answered. */
export interface StoreSecretsTable {
  name: string;
  /** 256 random bits, base64url. */
  secret: string;
  created_at: Generated<Date>;
}
