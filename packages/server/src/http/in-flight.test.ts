import { describe, expect, it } from 'vitest';
import { trackInFlight } from './in-flight.js';

const deferred = () => {
  let resolve!: (value: string) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('trackInFlight', () => {
  it('settles at once when nothing is pending', async () => {
    const tracked = trackInFlight(async () => 'done');
    await expect(tracked.settled()).resolves.toBeUndefined();
  });

  it('settles only after every pending call finished, failed ones included', async () => {
    const first = deferred();
    const second = deferred();
    const calls = [first.promise, second.promise];
    const tracked = trackInFlight((index: number) => calls[index]!);
    const results = [tracked.fetch(0), tracked.fetch(1).catch((error: Error) => error.message)];
    let settled = false;
    const waiting = tracked.settled().then(() => {
      settled = true;
    });
    first.resolve('one');
    await results[0];
    expect(settled).toBe(false);
    second.reject(new Error('two failed'));
    expect(await results[1]).toBe('two failed');
    await waiting;
    expect(settled).toBe(true);
  });

  it('counts the calls begun, pending, finished and failed alike', async () => {
    const pending = deferred();
    const tracked = trackInFlight((fail: boolean) =>
      fail ? Promise.reject(new Error('no')) : pending.promise,
    );
    expect(tracked.started()).toBe(0);
    const first = tracked.fetch(false);
    await tracked.fetch(true).catch(() => undefined);
    expect(tracked.started()).toBe(2);
    pending.resolve('done');
    await first;
    expect(tracked.started()).toBe(2);
  });
});
