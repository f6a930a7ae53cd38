import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Toaster } from '../components/ui/toast.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { useCurrentUser } from '../lib/session.ts';
import type { RouterContext } from '../router.tsx';
import { NotFound } from './-components/not-found.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
});

/** App shell: a full-page spinner while the session loads (spec 000 §1), then the routes; one toast region. */
function Root() {
  const session = useCurrentUser();
  return (
    <>
      {session.isPending ? <Spinner fullPage /> : <Outlet />}
      <Toaster />
    </>
  );
}
