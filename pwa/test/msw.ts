import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { setupServer } from 'msw/node';

/**
 * An msw server for this folder's tests: every request needs a handler (`onUnhandledFrame: 'error'`, and each
 * unhandled request also fails the test that made it); handlers added with `server.use` are reset after each test.
 */
export function setupMockApi() {
  const unhandled: string[] = [];
  const server = setupServer();
  server.events.on('request:unhandled', ({ request }) => void unhandled.push(`${request.method} ${request.url}`));
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    expect(unhandled.splice(0), 'requests without an msw handler').toEqual([]);
  });
  afterAll(() => server.close());
  return server;
}
