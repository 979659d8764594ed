// Hook that follows a bulk member job until it ends.
import { useQuery } from '@tanstack/react-query';
import { useStoreClient } from '../provider/use-store-client.js';
import { memberQueries } from './member-queries.js';

/** How often a running job's progress is read again. */
export const JOB_POLL_MS = 1000;

/**
 * A job's progress, read again every second while it is PENDING or RUNNING; disabled without an id.
 * @example const { data: job } = useMemberJob(jobId); // job.processed / job.total
 */
export function useMemberJob(id: string | undefined) {
  const client = useStoreClient();
  return useQuery({
    ...memberQueries.job(client, id ?? ''),
    enabled: id !== undefined,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'SUCCEEDED' || status === 'FAILED' ? false : JOB_POLL_MS;
    },
  });
}
