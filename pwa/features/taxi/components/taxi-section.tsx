import { lazy, Suspense, useEffect, useState, useTransition } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { TAXI_RESPONSE_HOURS } from '#shared/constants.ts';
import { LoadBoundary } from '../../../components/ui/load-boundary.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useSession } from '../../../lib/session.ts';
import { TaxiInfoCards } from './taxi-info-cards.tsx';
import { TaxiList, type RenderTaxiContact } from './taxi-list.tsx';
import { QueuedTaxiPosts } from './queued-posts.tsx';
import '../taxi.css';
import '../../../components/ui/list-page.css';

/**
 * The post dialog (form library, validation, country list) is its own chunk, fetched when a member is about to
 * use it (hover/focus preloads it). A fresh lazy component per attempt: React.lazy remembers a failed fetch.
 */
const loadPostTaxiDialog = () => import('./post-taxi-dialog.tsx');
const lazyPostTaxiDialog = () => lazy(() => loadPostTaxiDialog().then((module) => ({ default: module.PostTaxiDialog })));

/** Where a guest returns after logging in to post: this page with the form open (see `openPost`). */
export const TAXI_POST_RETURN_PATH = '/taxi-services?post=true';

/**
 * Taxi / Vehicle Services (spec 000 §2 Taxi, §6): header with the three info cards, the request count and list,
 * and the "Post taxi request" button — members get the dialog; guests the "Please log in" toast and a login link
 * that brings them back to the form (`/auth?redirect=`, issue 11 defect 6). Used on the home page (anchor
 * #taxi-services) and on /taxi-services; `renderContact` draws each request's contact area (the route passes
 * the payments feature's "View Contact (£1)"). `openPost` opens the form once the member is known (the return
 * from the login), then `onPostOpened` lets the route drop the flag from the address.
 */
export function TaxiSection({ renderContact, openPost = false, onPostOpened }: { renderContact?: RenderTaxiContact; openPost?: boolean; onPostOpened?: () => void } = {}) {
  const { t } = useLingui();
  const isMember = useSession().status === 'member';
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [loginNeeded, setLoginNeeded] = useState(false);
  const [PostTaxiDialog, setPostTaxiDialog] = useState(lazyPostTaxiDialog);
  const [attempt, setAttempt] = useState(0);
  const [loading, startLoading] = useTransition();
  const hours = TAXI_RESPONSE_HOURS;

  const preloadDialog = () => {
    if (isMember && !mounted) loadPostTaxiDialog().catch(() => undefined);
  };
  // in a transition: the button shows as busy while the dialog's chunk arrives, instead of a fallback
  const openDialog = () =>
    startLoading(() => {
      setMounted(true);
      setOpen(true);
    });
  const onPost = () => {
    if (!isMember) {
      toast({ title: t`Please log in`, description: t`You must be logged in to post taxi service requests`, variant: 'destructive' });
      setLoginNeeded(true);
      return;
    }
    openDialog();
  };
  const onLoadFailed = () => {
    toast({ title: t`Could not open the form`, description: t`Check your connection and try again.`, variant: 'destructive' });
    setMounted(false);
    setOpen(false);
    setPostTaxiDialog(lazyPostTaxiDialog);
    setAttempt((n) => n + 1);
  };

  useEffect(() => {
    if (!openPost || !isMember) return;
    openDialog();
    onPostOpened?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the member is known
  }, [openPost, isMember]);

  return (
    <section id="taxi-services" className="section taxi-section list-page" aria-labelledby="taxi-services-title">
      <header className="taxi-section__header">
        <h2 id="taxi-services-title" className="section__title">
          <Trans>Taxi / Vehicle Services</Trans>
        </h2>
        <p className="section__lead list-intro">
          <Trans>Post your travel request in Sri Lanka and get a response within {hours} hours.</Trans>
        </p>
      </header>
      <TaxiInfoCards />
      <div className="taxi-section__toolbar">
        <button
          type="button"
          className="btn btn--primary"
          onClick={onPost}
          onPointerEnter={preloadDialog}
          onFocus={preloadDialog}
          aria-busy={loading || undefined}
          disabled={loading}
        >
          <Trans>Post taxi request</Trans>
        </button>
        {loginNeeded && !isMember && (
          <p className="taxi-section__login" role="status">
            <span>
              <Trans>You must be logged in to post taxi service requests</Trans>
            </span>
            <Link to="/auth" search={{ redirect: TAXI_POST_RETURN_PATH }} className="btn btn--secondary btn--sm">
              <Trans>Log in</Trans>
            </Link>
            <Link to="/register" search={{ redirect: TAXI_POST_RETURN_PATH }} className="btn btn--ghost btn--sm">
              <Trans>Create an account</Trans>
            </Link>
          </p>
        )}
      </div>
      <QueuedTaxiPosts />
      <TaxiList renderContact={renderContact} />
      <LoadBoundary key={attempt} onError={onLoadFailed}>
        <Suspense fallback={null}>{mounted && <PostTaxiDialog open={open} onOpenChange={setOpen} />}</Suspense>
      </LoadBoundary>
    </section>
  );
}
