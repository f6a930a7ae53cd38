import { useEffect } from 'react';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Toaster, toast } from '../components/ui/toast.tsx';
import { UpdatePrompt } from '../components/ui/update-prompt.tsx';
import { InstallOffer } from '../components/ui/install-offer.tsx';
import { useOutboxDelivery } from '../lib/offline/hooks.ts';
import { requestPersistentStorage, setQuotaExceededHandler } from '../lib/offline/lists.ts';
import { TAXI_OUTBOX_KIND, TAXI_REQUESTS_KEY } from '../features/taxi/api/keys.ts';
import { APPLICATION_OUTBOX_KIND, EMPLOYER_KEY, JOB_OUTBOX_KIND, MY_APPLICATIONS_KEY } from '../features/jobs/api/keys.ts';
import { ANSWER_OUTBOX_KIND, QUESTION_OUTBOX_KIND, QUESTIONS_KEY, VOTE_OUTBOX_KIND } from '../features/questions/api/keys.ts';
import { PRODUCT_OUTBOX_KIND, QUOTE_OUTBOX_KIND, STORE_PRODUCTS_KEY } from '../features/store/api/keys.ts';
import { COMMUNITY_KEY, COMMUNITY_POST_OUTBOX_KIND } from '../features/community/api/keys.ts';
import type { RouterContext } from '../router.tsx';
import { NotFound } from './-components/not-found.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
});

/** Which list to refresh when a queued post of each kind is delivered (docs/decisions/007). */
const OUTBOX_INVALIDATES = {
  [TAXI_OUTBOX_KIND]: TAXI_REQUESTS_KEY,
  [JOB_OUTBOX_KIND]: EMPLOYER_KEY,
  [APPLICATION_OUTBOX_KIND]: MY_APPLICATIONS_KEY,
  [QUESTION_OUTBOX_KIND]: QUESTIONS_KEY,
  [ANSWER_OUTBOX_KIND]: QUESTIONS_KEY,
  [VOTE_OUTBOX_KIND]: QUESTIONS_KEY,
  [QUOTE_OUTBOX_KIND]: STORE_PRODUCTS_KEY,
  [PRODUCT_OUTBOX_KIND]: STORE_PRODUCTS_KEY,
  [COMMUNITY_POST_OUTBOX_KIND]: COMMUNITY_KEY,
} as const;

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
