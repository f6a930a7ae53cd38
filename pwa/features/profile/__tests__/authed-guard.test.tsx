import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { http, HttpResponse } from 'msw';
import { isRedirect } from '@tanstack/react-router';
import { openToasts } from '../../../components/ui/toast.tsx';
import { activateLanguage } from '../../../lib/i18n/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { CURRENT_USER_KEY } from '../../../lib/session.ts';
import { makeUser } from '../../../test/render.tsx';
import { Route as AuthedRoute } from '../../../routes/_authed.tsx';
import { setupMockApi } from '../../../test/msw.ts';
import { authContract } from '#shared/auth/contract.ts';

const server = setupMockApi();
beforeAll(() => activateLanguage('en'));

/** Runs the member-pages guard (routes/_authed.tsx beforeLoad) as the router would. */
function runGuard(queryClient = createQueryClient(), preload = false) {
  const beforeLoad = AuthedRoute.options.beforeLoad as unknown as (args: { context: { queryClient: typeof queryClient }; preload: boolean }) => Promise<unknown>;
  return beforeLoad({ context: { queryClient }, preload });
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('the guard let the visitor through');
}

describe('member pages guard (/_authed)', () => {
  it('sends a guest (401 on the session call) to /auth with the "Authorization Required" toast', async () => {
    // The browser still has the server's member hint (shared/first-paint.ts) but its session is gone.
    document.cookie = 'tc_member=1; path=/';
    onTestFinished(() => void (document.cookie = 'tc_member=; path=/; max-age=0'));
    let calls = 0;
    server.use(
      http.get(authContract.endpoints.user.path, () => {
        calls += 1;
        return HttpResponse.json({ code: 'unauthorized', message: 'Not logged in' }, { status: 401 });
      }),
    );
    const before = openToasts().map((t) => t.title);

    const error = await thrown(runGuard());

    expect(isRedirect(error) && error.options.to).toBe('/auth');
    expect(calls).toBe(1);
    const now = openToasts();
    expect(now).toHaveLength(1);
    expect(now[0]).toMatchObject({ title: 'Authorization Required', variant: 'destructive' });
    expect(before).not.toContain('Authorization Required');
  });

  it('sends a guest without the member hint to /auth without asking the server (issue 11 defect 8)', async () => {
    let calls = 0;
    server.use(
      http.get(authContract.endpoints.user.path, () => {
        calls += 1;
        return HttpResponse.json({ code: 'unauthorized', message: 'Not logged in' }, { status: 401 });
      }),
    );
    const error = await thrown(runGuard());
    expect(isRedirect(error) && error.options.to).toBe('/auth');
    expect(calls).toBe(0);
  });

  it('redirects silently while only preloading (hovering a link)', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(CURRENT_USER_KEY, null);
    const toastsBefore = openToasts();

    const error = await thrown(runGuard(queryClient, true));

    expect(isRedirect(error)).toBe(true);
    expect(openToasts()).toEqual(toastsBefore);
  });

  it('lets a member through without another request once the session is known', async () => {
    const queryClient = createQueryClient();
    const member = makeUser();
    queryClient.setQueryData(CURRENT_USER_KEY, member);
    await expect(runGuard(queryClient)).resolves.toEqual({ user: member });
  });
});
