// Cartwright's background jobs (bulk member calls by filter) and their progress, `GET /cartwright/v1/jobs/{id}`.
import { type Static, Type } from '@sinclair/typebox';
import { literalUnion } from '../schema/literal-union.js';

export const JOB_KINDS = ['MEMBERS_BULK_DELETE', 'MEMBERS_BULK_APPROVE', 'MEMBERS_BULK_BLOCK'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const JOB_STATUSES = ['PENDING', 'RUNNING', 'SUCCEEDED', 'FAILED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOBS_PATH_PREFIX = '/cartwright/v1/jobs';

export const JobSchema = Type.Object({
  id: Type.String(),
  kind: literalUnion(JOB_KINDS),
  status: literalUnion(JOB_STATUSES),
  /** Items the job found to process. */
  total: Type.Integer(),
  /** Items processed so far: succeeded + failed. */
  processed: Type.Integer(),
  succeeded: Type.Integer(),
  failed: Type.Integer(),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
  finishedDate: Type.Optional(Type.String({ format: 'date-time' })),
});
export type Job = Static<typeof JobSchema>;

export const GetJobRequestSchema = Type.Object(
  { id: Type.Optional(Type.String({ maxLength: 100 })) },
  {
    additionalProperties: false,
  },
);

export const JobResponseSchema = Type.Object({ job: JobSchema });
export type JobResponse = Static<typeof JobResponseSchema>;
