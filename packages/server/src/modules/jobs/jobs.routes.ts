// Reading a background job's progress: `GET /cartwright/v1/jobs/{id}`, admins only.
import { GetJobRequestSchema, JobResponseSchema } from '@cartwright/contracts';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { ApiRoutes } from '../../http/api-routes.js';
import type { AppEnv } from '../../http/app-env.js';
import { getJob } from './jobs.service.js';

/** Mounted at `/cartwright/v1/jobs`. */
export function jobRoutes(deps: AppDeps): Hono<AppEnv> {
  return new ApiRoutes({ tags: ['jobs'], auth: 'admin' }).get(
    '/:id',
    {
      summary: "A background job's status and progress (bulk member calls by filter)",
      query: GetJobRequestSchema,
      response: JobResponseSchema,
      errors: [404],
    },
    async (c) => c.json({ job: await getJob(deps, c.req.param('id')) }),
  ).app;
}
