// getJob: Cartwright's background job progress (bulk member calls by filter).
import { JOB_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApi } from '../http/call-api.js';
import type { CallDescriptor, CallOptions } from '../http/types.js';
import type { Job } from './types.js';

const descriptor: CallDescriptor = {
  method: 'GET',
  path: '/cartwright/v1/jobs/{id}',
  dates: JOB_RESPONSE_DATES,
};

/**
 * A background job's status and progress (`total`, `processed`, `succeeded`, `failed`). Admins only.
 * `GET /cartwright/v1/jobs/{id}?id={id}`.
 *
 * @example
 * const job = await getJob(client, jobId); // job.status === 'SUCCEEDED' when done
 */
export async function getJob(client: StoreClient, id: string, options?: CallOptions): Promise<Job> {
  const response = await callApi<{ job: Job }>(client, descriptor, { id }, options, [id]);
  return response.job;
}
