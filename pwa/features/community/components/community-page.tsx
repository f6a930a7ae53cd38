import '../community.css';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { COMMUNITY_CATEGORIES, COMMUNITY_KINDS } from '#shared/community/constants.ts';
import type { CommunityPost } from '#shared/community/responses.ts';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { filteredListView } from '../../../lib/offline/filtered-list-view.ts';
import { useOutboxEntries } from '../../../lib/offline/hooks.ts';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useCommunityPosts, useMyPosts, type CommunityFilters } from '../api/community-api.ts';
import { COMMUNITY_POST_OUTBOX_KIND } from '../api/keys.ts';
import { CATEGORY_LABELS, KIND_LABELS } from '../labels.ts';
import { LabelOptions } from './label-options.tsx';
import { PostCard, type RenderPostContact } from './post-card.tsx';
import { SavedOnNotice } from '../../../components/ui/saved-on-notice.tsx';
import { countActiveFilters, FilterPanel } from '../../../components/ui/filter-panel.tsx';

/** The saved rows that match `filters`, for the offline list (case-insensitive "contains"). */
function matchesOffline(p: CommunityPost, f: CommunityFilters): boolean {
  const has = (text: string, needle?: string) => !needle || text.toLocaleLowerCase().includes(needle.toLocaleLowerCase());
  return (!f.kind || p.kind === f.kind) && (!f.category || p.category === f.category) && has(p.city, f.city) && has(`${p.title} ${p.description} ${p.city}`, f.search);
}

/** The member's own posts in every state (given and closed ones are only here), each linking to its page. */
function MyPosts() {
  const mine = useMyPosts(true);
  if (mine.isPending) {
    return (
      <p role="status" aria-busy="true">
        <Trans>Loading your posts…</Trans>
      </p>
    );
  }
  if (mine.isError) return <p role="alert">{describeError(mine.error, msg`Could not load your posts`)}</p>;
  if (mine.data.items.length === 0) {
    return (
      <p className="empty-state">
        <Trans>You have not posted anything yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="community-list" role="list">
      {mine.data.items.map((p) => (
        <PostCard key={p.id} post={p} />
      ))}
    </ul>
  );
}

/**
 * Community sharing (spec 000 §1: available donations, community requests, add donation, make request, contact
 * donor; issue 19 item 5): what members offer for free and what they need, with filters (offered / needed,
 * category, city, search in Tamil or English), "Offer something" / "Ask for something", and for members their own
 * posts (given and closed ones too) — `mine`, the page's `?mine=1`, the site menu's "My community posts" (decision
 * 179); the API finds them from the session (GET /api/my/community-posts). Offline it shows the list saved on the
 * device; posts waiting to be sent are counted until they are. `renderContact` draws a poster's contact (the
 * payments feature's "View contact").
 */
export function CommunityPage({ renderContact, mine = false }: { renderContact?: RenderPostContact; mine?: boolean }) {
  const { t } = useLingui();
  const session = useSession();
  const hydrated = useHydrated();
  const member = hydrated && session.status === 'member';
  const [draft, setDraft] = useState<CommunityFilters>({});
  const [filters, setFilters] = useState<CommunityFilters>({});
  // Read once hydrated: the pre-rendered page is the list of everyone's posts, whatever the query (decision 155).
  const showMine = member && mine;
  const { filtered, offline, query } = useCommunityPosts(filters);
  const waiting = useOutboxEntries(COMMUNITY_POST_OUTBOX_KIND).filter((e) => e.status !== 'sent');
  const { useSaved, rows, loading, failed, error, more } = filteredListView({ filtered, offline, query, matches: (p) => matchesOffline(p, filters) });
  const set = (key: keyof CommunityFilters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value.trim() || undefined }));

  return (
    <div className="community-page">
      <section className="community-hero">
        <h1>
          <Trans>Community sharing</Trans>
        </h1>
        <p className="list-intro">
          <Trans>Give what you no longer need, ask for what you need: household things, food, clothes, books, a helping hand or a lift — free, between Tamil neighbours.</Trans>
        </p>
        <p className="community-actions">
          <Link to="/community/new" search={{ kind: 'offer' }} className="btn btn--primary">
            <Trans>Offer something</Trans>
          </Link>
          <Link to="/community/new" search={{ kind: 'wanted' }} className="btn btn--secondary">
            <Trans>Ask for something</Trans>
          </Link>
          {member && (
            <Link to="/community" search={showMine ? {} : { mine: 1 }} className="btn btn--ghost">
              {showMine ? <Trans>Everyone's posts</Trans> : <Trans>My posts</Trans>}
            </Link>
          )}
        </p>
      </section>
      {waiting.length > 0 && (
        <p className="badge" role="status">
          {waiting.some((e) => e.status === 'failed') ? <Trans>A post could not be sent. Open the form again to retry.</Trans> : <Trans>Your post will be sent when you are back online.</Trans>}
        </p>
      )}
      {showMine ? (
        <section aria-labelledby="my-community-posts">
          <h2 id="my-community-posts">
            <Trans>My community posts</Trans>
          </h2>
          <MyPosts />
        </section>
      ) : (
        <>
          <FilterPanel activeCount={countActiveFilters(filters)}>
          <form
            className="card community-filters"
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              setFilters(draft);
            }}
          >
            <select className="input" aria-label={t`Offered or needed`} value={draft.kind ?? ''} onChange={set('kind')}>
              <option value="">{t`Offered and needed`}</option>
              <LabelOptions values={COMMUNITY_KINDS} labels={KIND_LABELS} />
            </select>
            <select className="input" aria-label={t`Category`} value={draft.category ?? ''} onChange={set('category')}>
              <option value="">{t`All categories`}</option>
              <LabelOptions values={COMMUNITY_CATEGORIES} labels={CATEGORY_LABELS} />
            </select>
            <input className="input" aria-label={t`City`} placeholder={t`City`} value={draft.city ?? ''} onChange={set('city')} />
            <input className="input" type="search" aria-label={t`Search posts`} placeholder={t`Search: புத்தகம், puththakam, books`} value={draft.search ?? ''} onChange={set('search')} />
            <button type="submit" className="btn btn--primary">
              <Trans>Search</Trans>
            </button>
          </form>
          </FilterPanel>
          {useSaved && offline.isStale && offline.savedAt !== undefined && <SavedOnNotice savedAt={offline.savedAt} />}
          {loading ? (
            <p role="status" aria-busy="true">
              <Trans>Loading posts…</Trans>
            </p>
          ) : failed ? (
            <div className="empty-state" role="alert">
              <p>{describeError(error, msg`Could not load the posts. Please try again.`)}</p>
            </div>
          ) : rows.length === 0 ? (
            <p className="empty-state">
              <Trans>No posts found. Try another city or category.</Trans>
            </p>
          ) : (
            <ul className="community-list" role="list">
              {rows.map((p) => (
                <PostCard key={p.id} post={p} renderContact={renderContact} />
              ))}
            </ul>
          )}
          {more.hasNextPage && (
            <button type="button" className="btn btn--secondary" onClick={() => void more.fetchNextPage()} disabled={more.isFetchingNextPage}>
              {more.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
            </button>
          )}
        </>
      )}
    </div>
  );
}
