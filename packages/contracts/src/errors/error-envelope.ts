// The one error envelope of every non-200 response (wire.md §2.8).
import { type Static, Type } from '@sinclair/typebox';
import { RULE_TYPES } from '../enums/validation.js';
import { literalUnion } from '../schema/literal-union.js';

/** Response header that carries the request id on every response. */
export const REQUEST_ID_HEADER = 'x-wix-request-id';

export const FieldViolationSchema = Type.Object({
  field: Type.String(),
  description: Type.String(),
  violatedRule: literalUnion(RULE_TYPES),
  ruleName: Type.Optional(Type.String()),
  data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export type FieldViolation = Static<typeof FieldViolationSchema>;

export const ApplicationErrorSchema = Type.Object({
  code: Type.String(),
  description: Type.String(),
  data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export type ApplicationError = Static<typeof ApplicationErrorSchema>;

export const ErrorDetailsSchema = Type.Object({
  applicationError: Type.Optional(ApplicationErrorSchema),
  validationError: Type.Optional(Type.Object({ fieldViolations: Type.Array(FieldViolationSchema) })),
  systemError: Type.Optional(Type.Object({ errorCode: Type.String() })),
});
export type ErrorDetails = Static<typeof ErrorDetailsSchema>;

export const ErrorEnvelopeSchema = Type.Object({
  message: Type.String(),
  details: ErrorDetailsSchema,
});
export type ErrorEnvelope = Static<typeof ErrorEnvelopeSchema>;

/** Application error codes the foundation answers with; modules add their own. */
export const COMMON_ERROR_CODES = {
  invalidArgument: 'INVALID_ARGUMENT',
  unauthenticated: 'UNAUTHENTICATED',
  permissionDenied: 'PERMISSION_DENIED',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** 431: the request line and headers together pass MAX_REQUEST_HEAD_BYTES. */
  requestHeadTooLarge: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
  requestTimeout: 'REQUEST_TIMEOUT',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internal: 'INTERNAL',
} as const;

/** The message of every unexpected server failure (spec §8). */
export const SYSTEM_ERROR_MESSAGE = 'System error occurred';
