// The robot check of a sign-in page: `solve` answers captcha tokens, `progress` is the share of the expected
// work done while it runs (undefined otherwise), for the status line.
import { useStoreClient } from '@cartwright/react';
import { useCallback, useState } from 'react';
import { solveCaptcha } from './solve-captcha.js';

export function useRobotCheck() {
  const client = useStoreClient();
  const [progress, setProgress] = useState<number>();
  const solve = useCallback(async () => {
    setProgress(0);
    try {
      return await solveCaptcha(client, setProgress);
    } finally {
      setProgress(undefined);
    }
  }, [client]);
  return { progress, solve };
}
