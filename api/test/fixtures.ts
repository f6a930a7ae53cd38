import { test as base } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import { createTestApp, type TestApp } from './harness.ts';
import { signedIn, type SignedIn } from './factories.ts';

/** Per-test fixtures: fresh accounts, each signed in through the real login. */
interface TestFixtures {
  /** A new member, signed in (`member.agent`). */
  member: SignedIn;
  /** A second, unrelated member, signed in. */
  otherMember: SignedIn;
  /** A new admin, signed in. */
  admin: SignedIn;
  /** A client without a session. */
  guest: TestAgent;
}

/** Per-file fixtures: one app on its own fresh database (see createTestApp), closed after the file. */
interface FileFixtures {
  app: TestApp;
}

/**
 * The API test kit (issue 9 item 5): `import { test, expect } from '../../test/fixtures.ts'`, then
 * `test('…', async ({ app, member, guest }) => { … })`. The app is built once per file (in-memory PGlite, or a
 * throw-away PostgreSQL database with DATABASE_URL) and every JSON response is checked against its route's
 * declared schema. Files that need other app options (a fake clock, production rate limits) override `app`:
 * `test.override({ app: [async ({}, use) => { … }, { scope: 'file' }] })` — or call createTestApp themselves.
 */
export const test = base.extend<{ $test: TestFixtures; $file: FileFixtures }>({
  app: [
    // eslint-disable-next-line no-empty-pattern -- vitest reads the fixtures a function asks for from its first parameter
    async ({}, use) => {
      const app = await createTestApp();
      await use(app);
      await app.close();
    },
    { scope: 'file' },
  ],
  member: async ({ app }, use) => use(await signedIn(app)),
  otherMember: async ({ app }, use) => use(await signedIn(app)),
  admin: async ({ app }, use) => use(await signedIn(app, 'admin')),
  guest: async ({ app }, use) => use(app.agent()),
});

export { describe, expect } from 'vitest';
