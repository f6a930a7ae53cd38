import { EARLY_DATA_GLOBAL } from '#shared/first-paint.ts';

/**
 * How long after the page started a first-screen answer the boot script fetched may still be taken, in
 * milliseconds: it is the first screen's data, not a cache — a later request of the same path asks the server.
 */
const EARLY_DATA_MAX_AGE_MS = 60_000;

/**
 * The answer the pre-rendered page's boot script already asked for `path` (shared/first-paint.ts
 * `FIRST_SCREEN_DATA_META`, decision 162), taken at most once: a Promise of the Response, or of the Error its fetch
 * gave. `undefined` when the page named no such path, it was already taken, or the page started over a minute ago.
 */
export function takeEarlyData(path: string): Promise<Response | Error> | undefined {
  if (typeof window === 'undefined') return undefined;
  const holder = (window as unknown as Record<string, Record<string, Promise<Response | Error>> | undefined>)[EARLY_DATA_GLOBAL];
  if (!holder || !(path in holder)) return undefined;
  const early = holder[path];
  delete holder[path];
  return performance.now() <= EARLY_DATA_MAX_AGE_MS ? early : undefined;
}
