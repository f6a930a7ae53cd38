import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TAXI_RESPONSE_HOURS } from '#shared/constants.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import type { PostTaxiDialog as PostTaxiDialogComponent } from './post-taxi-dialog.tsx';
import { TaxiInfoCards } from './taxi-info-cards.tsx';
import { TaxiList, type RenderTaxiContact } from './taxi-list.tsx';
import { QueuedTaxiPosts } from './queued-posts.tsx';
import '../taxi.css';

/**
 * The post dialog (form library, validation, country list) is a separate chunk, fetched only when a member is
 * about to use it (hover/focus preloads it). A failed fetch (offline before the app was cached) is reported and
 * can be retried, instead of breaking the page.
 */
const loadPostTaxiDialog = () => import('./post-taxi-dialog.tsx');
type PostTaxiDialogType = typeof PostTaxiDialogComponent;

/**
 * Taxi / Vehicle Services (spec 000 §2 Taxi, §6): header with the three info cards, the request count and list,
 * and the "Post taxi request" button — members get the dialog, guests a "Please log in" toast (spec 000 §5).
 * Used on the home page (anchor #taxi-services) and on /taxi-services; `renderContact` draws each request's contact
 * area (the route passes the payments feature's "View Contact (£1)").
 */
export function TaxiSection({ renderContact }: { renderContact?: RenderTaxiContact } = {}) {
  const { t } = useLingui();
  const session = useCurrentUser();
  const isMember = Boolean(session.data);
  const [open, setOpen] = useState(false);
  const [PostTaxiDialog, setPostTaxiDialog] = useState<PostTaxiDialogType | null>(null);
  const [loadingDialog, setLoadingDialog] = useState(false);
  const hours = TAXI_RESPONSE_HOURS;

  const preloadDialog = () => {
    if (isMember && !PostTaxiDialog) loadPostTaxiDialog().catch(() => undefined);
  };
  const onPost = async () => {
    if (!isMember) {
      toast({ title: t`Please log in`, description: t`You must be logged in to post taxi service requests`, variant: 'destructive' });
      return;
    }
    if (!PostTaxiDialog) {
      setLoadingDialog(true);
      try {
        const { PostTaxiDialog: loaded } = await loadPostTaxiDialog();
        setPostTaxiDialog(() => loaded);
      } catch {
        toast({ title: t`Could not open the form`, description: t`Check your connection and try again.`, variant: 'destructive' });
        return;
      } finally {
        setLoadingDialog(false);
      }
    }
    setOpen(true);
  };

  return (
    <section id="taxi-services" className="section taxi-section" aria-labelledby="taxi-services-title">
      <header className="taxi-section__header">
        <h2 id="taxi-services-title" className="section__title">
          <Trans>Taxi / Vehicle Services</Trans>
        </h2>
        <p className="section__lead">
          <Trans>Post your travel request in Sri Lanka and get a response within {hours} hours.</Trans>
        </p>
      </header>
      <TaxiInfoCards />
      <div className="taxi-section__toolbar">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => void onPost()}
          onPointerEnter={preloadDialog}
          onFocus={preloadDialog}
          aria-busy={loadingDialog || undefined}
          disabled={loadingDialog}
        >
          <Trans>Post taxi request</Trans>
        </button>
      </div>
      <QueuedTaxiPosts />
      <TaxiList renderContact={renderContact} />
      {PostTaxiDialog && <PostTaxiDialog open={open} onOpenChange={setOpen} />}
    </section>
  );
}
