import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { workerPacing } from './webhook-pacing.js';

/** Keeps the event loop busy for `ms`, as request handlers do. */
const spin = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A worker whose server has begun `requests.count` requests; the last step's window starts now. */
async function pacedWorker() {
  const requests = { count: 0 };
  const pacing = workerPacing(() => requests.count);
  await pacing.step(async () => {});
  return { pacing, requests };
}

/** How long the worker waits after a step of `stepMs`. */
async function pauseAfterStep(pacing: ReturnType<typeof workerPacing>, stepMs = 10): Promise<number> {
  await pacing.step(async () => spin(stepMs));
  const started = performance.now();
  await pacing.ready();
  return performance.now() - started;
}

describe('webhook worker pacing', () => {
  it('pauses nine times its step while requests keep the loop busy, and says it is busy', async () => {
    const { pacing, requests } = await pacedWorker();
    requests.count += 5;
    spin(60);
    const arriving = setInterval(() => requests.count++, 5);
    try {
      expect(await pauseAfterStep(pacing)).toBeGreaterThanOrEqual(80);
    } finally {
      clearInterval(arriving);
    }
    expect(pacing.busy()).toBe(true);
  });

  it('ends a pause once requests stop coming', async () => {
    const { pacing, requests } = await pacedWorker();
    requests.count += 5;
    spin(60);
    // A 100 ms step earns a 900 ms pause, which no request claims.
    expect(await pauseAfterStep(pacing, 100)).toBeLessThan(300);
  });

  it('runs flat out when no request came, however busy the loop was (its own sending, say)', async () => {
    const { pacing } = await pacedWorker();
    spin(60);
    expect(await pauseAfterStep(pacing)).toBeLessThan(10);
    expect(pacing.busy()).toBe(false);
  });

  it('runs flat out when requests came but left the loop mostly idle', async () => {
    const { pacing, requests } = await pacedWorker();
    requests.count += 5;
    await sleep(100);
    expect(await pauseAfterStep(pacing)).toBeLessThan(10);
    expect(pacing.busy()).toBe(false);
  });
});
