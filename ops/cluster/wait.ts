import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls `check` every 100 ms until it returns true (a throw counts as false); fails naming `what` after `timeoutMs`.
 * Every wait of the cluster tests goes through here, so none is unbounded and each failure says what it waited for.
 */
export async function waitUntil(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await Promise.resolve().then(check).catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}
