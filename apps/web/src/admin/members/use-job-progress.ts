// A background job's progress, read again every half second until it has finished.
import { getJob, type Job } from '@cartwright/client/members';
import { useStoreClient } from '@cartwright/react';
import { useQuery } from '@tanstack/react-query';

const POLL_MS = 500;

export const isFinished = (job: Job | undefined) => job?.status === 'SUCCEEDED' || job?.status === 'FAILED';

export function useJobProgress(jobId: string | undefined) {
  const client = useStoreClient();
  return useQuery({
    queryKey: ['admin', 'jobs', jobId],
    queryFn: ({ signal }) => getJob(client, jobId!, { signal }),
    enabled: jobId !== undefined,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : POLL_MS),
  });
}
