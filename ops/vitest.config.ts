import { defineConfig } from 'vitest/config';

/**
 * The multi-process tests (issue 20): real app processes behind HAProxy on PostgreSQL, Redis and s3rver. Run by
 * .ci/run after the PostgreSQL API suite (`npx vitest run --config ops/vitest.config.ts`), never by `npm test`,
 * which must pass without PostgreSQL and Redis. One file at a time (a file starts its own cluster).
 */
export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname + '/..',
    include: ['ops/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 150_000,
  },
});
