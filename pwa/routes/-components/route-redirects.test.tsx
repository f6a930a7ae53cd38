import { describe, expect, it } from 'vitest';
import { createMemoryHistory } from '@tanstack/react-router';
import { ROUTE_REDIRECTS } from '#shared/route-redirects.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { createAppRouter } from '../../router.tsx';

// Old addresses lead to the page's one route in the app too (decision 179): the server answers them with a 301,
// but a navigation inside the app — or in the offline app, from the service worker's shell — never asks it.

describe('route redirects', () => {
  it.each(Object.entries(ROUTE_REDIRECTS))('%s opens %s, replacing the old entry in the history', async (from, to) => {
    const history = createMemoryHistory({ initialEntries: [from] });
    const router = createAppRouter(createQueryClient(), { history, scrollRestoration: false });
    await router.load();
    expect(router.state.location.pathname).toBe(to);
    expect(history.length).toBe(1);
    expect(router.state.matches.map((m) => m.routeId)).not.toContain(`/_page${from}`);
  });

  it('/jobs/post is an old address of the Post job form (spec 001 §2 names /post-job)', () => {
    expect(ROUTE_REDIRECTS['/jobs/post']).toBe('/post-job');
  });
});
