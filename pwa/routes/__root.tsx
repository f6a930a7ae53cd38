import { useEffect } from 'react';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Toaster, toast } from '../components/ui/toast.tsx';
import { UpdatePrompt } from '../components/ui/update-prompt.tsx';
import { InstallOffer } from '../components/ui/install-offer.tsx';
import { useOutboxDelivery } from '../lib/offline/hooks.ts';
import { requestPersistentStorage, setQuotaExceededHandler } from '../lib/offline/lists.ts';
import { outboxRefreshes } from '../lib/feature.ts';
import { pwaFeatures } from '../feature-registry.ts';
import type { RouterContext } from '../router.tsx';
import { NotFound } from './-components/not-found.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
});

/**
 * Which list to refresh when a queued post of each kind is delivered (docs/decisions/007): each feature declares its
 * own kinds (its feature.ts), collected by the PWA registry (decision 180).
 */
const OUTBOX_INVALIDATES = outboxRefreshes(pwaFeatures);

/**
 * App shell: the routes; one toast region; the outbox kept moving; the "new version" prompt; the "Install the app"
 * offer from the second visit (decision 172); persistent storage
 * requested; a full disk reported once. There is no full-page spinner while the session loads (spec 000 §1):
 * public pages render at once, their sign-in-dependent parts as placeholders until the session is known, and
 * member pages wait in their guard behind the router's pending spinner (pwa/router.tsx;
 * docs/decisions/067-session-unknown-state.md).
 */
function Root() {
  const { t } = useLingui();
  useOutboxDelivery(OUTBOX_INVALIDATES);
  useEffect(() => {
    void requestPersistentStorage();
    let warned = false;
    setQuotaExceededHandler(() => {
      if (warned) return;
      warned = true;
      toast({
        title: t`Storage is full`,
        description: t`This device has no space left for offline copies. Free some space; the app keeps working online.`,
        variant: 'destructive',
      });
    });
  }, [t]);
  return (
    <>
      <Outlet />
      <UpdatePrompt />
      <InstallOffer />
      <Toaster />
    </>
  );
}
