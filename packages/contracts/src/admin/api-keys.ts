// GET|POST /cartwright/v1/api-keys, DELETE /cartwright/v1/api-keys/{id}: secrets admin tooling sends instead
// of an access token (owner only). The key itself is answered once, by the create; the store keeps a hash.
import { type Static, Type } from '@sinclair/typebox';

export const API_KEYS_PATH = '/cartwright/v1/api-keys';
export const API_KEY_NAME_MAX_LENGTH = 100;

export const ApiKeySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  prefix: Type.String({ description: 'the first characters of the key, to tell keys apart' }),
  createdDate: Type.String({ format: 'date-time' }),
  lastUsedDate: Type.Optional(Type.String({ format: 'date-time' })),
});
export type ApiKey = Static<typeof ApiKeySchema>;

export const CreateApiKeyRequestSchema = Type.Object(
  {
    apiKey: Type.Object(
      { name: Type.String({ minLength: 1, maxLength: API_KEY_NAME_MAX_LENGTH }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type CreateApiKeyRequest = Static<typeof CreateApiKeyRequestSchema>;

export const CreateApiKeyResponseSchema = Type.Object({
  apiKey: ApiKeySchema,
  key: Type.String({ description: 'the whole key: shown this once, never answered again' }),
});
export type CreateApiKeyResponse = Static<typeof CreateApiKeyResponseSchema>;

/** Live keys, newest first; revoked keys are gone from the list. */
export const ListApiKeysResponseSchema = Type.Object({ apiKeys: Type.Array(ApiKeySchema) });
export type ListApiKeysResponse = Static<typeof ListApiKeysResponseSchema>;
