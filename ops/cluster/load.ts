/**
 * Steady mixed load for the rolling-restart test and the soak (bench/soak.ts): `concurrency` loops, each picking
 * the next operation from a weighted mix — a guest's list read, a member's own account, a taxi post with an
 * Idempotency-Key, a login, a photo upload (presigned PUT to the bucket, then `uploadsContract.endpoints.productImage`). Every
 * operation has a timeout; any answer but the expected 2xx, and any network error, is a failure, recorded with
 * what it was. Loops stop when told to (bounded by the caller).
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { authContract } from '#shared/auth/contract.ts';
import type { Endpoint } from '#shared/contracts/contract.ts';
import { taxiContract } from '#shared/taxi/contract.ts';
import { taxiBody } from '#shared/taxi/samples.ts';
import { uploadsContract } from '#shared/uploads/contract.ts';
import { callEndpoint, putToBucket, testAddress, withoutQuery, type Answer, type Member } from './client.ts';

/** The operations of the mix. */
export type Operation = 'list' | 'me' | 'post' | 'login' | 'upload';

/** What a load run saw. */
export interface LoadResult {
  /** Operations finished, per kind. */
  counts: Record<Operation, number>;
  /** Latency of each finished operation (ms), per kind. */
  latencies: Record<Operation, number[]>;
  /** Operations that did not get their 2xx, with what they got instead (first 50 kept). */
  failures: { op: Operation; what: string; at: number }[];
  failureCount: number;
  /** Wall time of the run (ms). */
  ms: number;
}

/** A running load. */
export interface Load {
  /** Operations finished so far, all kinds. */
  done(): number;
  /** Stops the loops (each finishes its operation in flight) and returns what they saw. */
  stop(): Promise<LoadResult>;
}

const OPERATIONS: Operation[] = ['list', 'me', 'post', 'login', 'upload'];

/** Throws unless `res` (an answer of `endpoint`) has one of `statuses`. */
function expectStatus(res: Answer, statuses: number[], endpoint: Pick<Endpoint, 'method' | 'path'>) {
  if (!statuses.includes(res.status)) throw new Error(`${endpoint.method} ${endpoint.path} → ${res.status} ${res.text.slice(0, 200)}`);
}

/**
 * Starts the load against `base` (the proxy) as `members` (the public origin is `origin`). `mix` weighs the
 * operations (e.g. `{ list: 4, me: 3, post: 2 }`); `photo` is the JPEG uploads send. `pauseMs` between two
 * operations of one loop keeps the load steady rather than maximal.
 */
export function startLoad(opts: {
  base: string;
  origin: string;
  members: Member[];
  concurrency: number;
  mix: Partial<Record<Operation, number>>;
  photo?: Buffer;
  pauseMs?: number;
}): Load {
  const counts = Object.fromEntries(OPERATIONS.map((op) => [op, 0])) as Record<Operation, number>;
  const latencies = Object.fromEntries(OPERATIONS.map((op) => [op, [] as number[]])) as Record<Operation, number[]>;
  const failures: LoadResult['failures'] = [];
  let failureCount = 0;
  const started = performance.now();
  const weighted = OPERATIONS.flatMap((op) => Array<Operation>(opts.mix[op] ?? 0).fill(op));
  if (!weighted.length) throw new Error('the load mix is empty');
  if (weighted.includes('upload') && !opts.photo) throw new Error('uploads need a photo');
  let stopping = false;
  let turn = 0;
  // Each kind of operation goes round all members in turn (so, e.g., uploads spread over every member's allowance).
  const memberTurn = Object.fromEntries(OPERATIONS.map((op) => [op, 0])) as Record<Operation, number>;

  async function run(op: Operation, member: Member) {
    const { base, origin } = opts;
    switch (op) {
      case 'list':
        return expectStatus(await callEndpoint(base, taxiContract.endpoints.list, { query: { limit: 20 }, from: member.address }), [200], taxiContract.endpoints.list);
      case 'me':
        return expectStatus(await member.callEndpoint(base, authContract.endpoints.user), [200], authContract.endpoints.user);
      case 'post': {
        const key = randomUUID();
        const body = taxiBody({ additionalNotes: `load ${key}` });
        const first = await member.callEndpoint(base, taxiContract.endpoints.create, { body, headers: { 'idempotency-key': key } });
        return expectStatus(first, [201], taxiContract.endpoints.create);
      }
      case 'login': {
        // Each login from an address of its own (as before HAProxy overwrote X-Forwarded-For): the soak's logins
        // would otherwise come close to the 10 a minute one address is allowed.
        const res = await callEndpoint(base, authContract.endpoints.login, { origin, body: { email: member.email, password: member.password }, from: testAddress() });
        return expectStatus(res, [200], authContract.endpoints.login);
      }
      case 'upload': {
        const start = await member.callEndpoint(base, uploadsContract.endpoints.requestUpload);
        expectStatus(start, [200], uploadsContract.endpoints.requestUpload);
        const uploadURL = (start.body as { uploadURL: string }).uploadURL;
        const put = await putToBucket(uploadURL, opts.photo!);
        if (put !== 200) throw new Error(`PUT to the bucket → ${put}`);
        const done = await member.callEndpoint(base, uploadsContract.endpoints.productImage, { body: { imageURL: withoutQuery(uploadURL) } });
        return expectStatus(done, [200], uploadsContract.endpoints.productImage);
      }
    }
  }

  async function loop(index: number) {
    while (!stopping) {
      const op = weighted[(turn++ + index) % weighted.length]!;
      const member = opts.members[memberTurn[op]++ % opts.members.length]!;
      const t0 = performance.now();
      try {
        await run(op, member);
        counts[op] += 1;
        latencies[op].push(performance.now() - t0);
      } catch (err) {
        failureCount += 1;
        if (failures.length < 50) failures.push({ op, what: (err as Error).message, at: Math.round(performance.now() - started) });
      }
      if (opts.pauseMs) await sleep(opts.pauseMs);
    }
  }

  const loops = Array.from({ length: opts.concurrency }, (_, i) => loop(i));
  return {
    done: () => Object.values(counts).reduce((a, b) => a + b, 0) + failureCount,
    async stop() {
      stopping = true;
      await Promise.all(loops);
      return { counts, latencies, failures, failureCount, ms: performance.now() - started };
    },
  };
}

/** The `p`-th percentile (0–100) of `values` (nearest rank); NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
