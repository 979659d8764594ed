// getJob: Cartwright's background job progress (bulk member calls by filter).
import { JOB_RESPONSE_DATES } from '@cartwright/contracts/conversions';
import type { StoreClient } from '../client/types.js';
import { callApiFor } from '../http/call-api.js';
import { describeDatedCall } from '../http/describe-call.js';
import type { CallOptions } from '../http/types.js';
import type { Job } from './types.js';

const descriptor = describeDatedCall('GET', '/cartwright/v1/jobs/{id}', JOB_RESPONSE_DATES);

/**
 * A background job's status and progress (`total`, `processed`, `succeeded`, `failed`). Admins only.
 * `GET /cartwright/v1/jobs/{id}?id={id}`.
 *
 * @example
 * const job = await getJob(client, jobId); // job.status === 'SUCCEEDED' when done
 */
export function getJob(client: StoreClient, id: string, options?: CallOptions): Promise<Job> {
  return callApiFor<Job>('job', client, descriptor, { id }, options, [id]);
}
