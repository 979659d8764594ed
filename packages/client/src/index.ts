// `@cartwright/client`: the client core, the generic call mechanism, errors and auth strategies.
export { ApiKeyStrategy } from './auth/api-key-strategy.js';
export {
  OAuthStrategy,
  type OAuthStrategyOptions,
  type RefreshToken,
  type SignedInRole,
} from './auth/oauth-strategy.js';
export type {
  AdminSessionKeeper,
  Session,
  SessionChangeEvent,
  SessionChangeReason,
  SessionKind,
  SessionListener,
  SessionView,
  TokenStorage,
  Tokens,
} from './auth/types.js';
export { createClient } from './client/create-client.js';
export type {
  AuthStrategy,
  BoundModule,
  ClientModule,
  ClientOptions,
  ErrorHandler,
  FetchLike,
  StoreClient,
  Transport,
} from './client/types.js';
export {
  DAY_MS,
  DEFAULT_HOST,
  DEFAULT_TIMEOUT_MS,
  MAX_QUERY_STRING_LENGTH,
  REQUEST_ID_HEADER,
  SYSTEM_ERROR_MESSAGE,
  TOKEN_EXPIRY_MARGIN_S,
} from './constants.js';
export {
  ApiError,
  type ApiErrorInit,
  AuthError,
  type AuthErrorCode,
  type KnownStoreError,
  NetworkError,
  StoreError,
  TimeoutError,
  ValidationError,
} from './errors/errors.js';
export {
  isApiError,
  isAuthError,
  isNetworkError,
  isStoreError,
  isTimeoutError,
  isValidationError,
} from './errors/guards.js';
export { callApi, callApiFor } from './http/call-api.js';
export type { QueryForm } from './http/query-string.js';
export type { CallDescriptor, CallOptions, HttpMethod, RequestOptions, RetryPolicy } from './http/types.js';
