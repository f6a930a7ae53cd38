import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { AdminStory } from '#shared/stories/responses.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { useAdminStories, useDeleteStory, usePublishStory } from '../api/stories-api.ts';
import { CONSENT_METHOD_LABELS, StoryForm } from './story-form.tsx';
import '../stories.css';

/** One story in the admin's list: its state and consent record, publish / take down, edit, delete (confirmed). */
function AdminStoryItem({ story, onEdit }: { story: AdminStory; onEdit: () => void }) {
  const { t, i18n } = useLingui();
  const format = formatters(i18n.locale === 'en' ? 'en' : 'ta');
  const publish = usePublishStory();
  const remove = useDeleteStory();
  const [confirming, setConfirming] = useState(false);
  const failed = (fallback: ReturnType<typeof msg>) => (error: unknown) => toast({ title: t`Error`, description: describeError(error, fallback), variant: 'destructive' });
  const togglePublished = () =>
    publish.mutate(
      { id: story.id, published: !story.published },
      { onSuccess: (s) => toast({ title: s.published ? t`Story published` : t`Story taken down` }), onError: failed(msg`Could not change the story`) },
    );
  const confirmDelete = () => remove.mutate(story.id, { onSuccess: () => toast({ title: t`Story deleted` }), onError: failed(msg`Could not delete the story`) });
  return (
    <li className="card admin-story">
      <h3 className="admin-story__title">
        {story.titleTa} / {story.titleEn}
      </h3>
      <p className="admin-story__meta">
        <span className="badge">{story.published ? <Trans>Published</Trans> : <Trans>Not published</Trans>}</span> {story.names}
        {story.city ? ` · ${story.city}` : ''}
      </p>
      <p className="admin-story__meta">
        <Trans>
          Consent: {story.consentGivenBy}, {format.date(story.consentGivenOn)}, {i18n._(CONSENT_METHOD_LABELS[story.consentMethod])}
        </Trans>
        {story.consentNote ? ` — ${story.consentNote}` : ''}
      </p>
      <p className="admin-story__actions">
        <button type="button" className="btn btn--primary" disabled={publish.isPending} onClick={togglePublished}>
          {story.published ? <Trans>Take down</Trans> : <Trans>Publish</Trans>}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onEdit}>
          <Trans>Edit</Trans>
        </button>
        {confirming ? (
          <>
            <button type="button" className="btn btn--danger" disabled={remove.isPending} onClick={confirmDelete}>
              <Trans>Yes, delete for good</Trans>
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => setConfirming(false)}>
              <Trans>Keep it</Trans>
            </button>
          </>
        ) : (
          <button type="button" className="btn btn--secondary" onClick={() => setConfirming(true)}>
            <Trans>Delete</Trans>
          </button>
        )}
      </p>
    </li>
  );
}

/**
 * /admin/success-stories (issue 19 item 6): the administrator writes stories in both languages with the consent
 * record, publishes them or takes them down, edits and deletes them. `isAdmin` false → nothing is fetched.
 */
export function AdminStories({ isAdmin }: { isAdmin: boolean }) {
  const stories = useAdminStories(isAdmin);
  const [editing, setEditing] = useState<AdminStory | 'new' | null>(null);
  return (
    <div className="admin-stories">
      <h1>
        <Trans>Success stories</Trans>
      </h1>
      <p>
        <Trans>Publish a story only when everyone in it has agreed, and record how they agreed. Take it down or delete it at once if someone withdraws their consent.</Trans>
      </p>
      {editing ? (
        <StoryForm key={editing === 'new' ? 'new' : editing.id} story={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
      ) : (
        <p>
          <button type="button" className="btn btn--primary" onClick={() => setEditing('new')} disabled={!isAdmin}>
            <Trans>Add a story</Trans>
          </button>
        </p>
      )}
      {!stories.data ? (
        stories.isError ? (
          <p role="alert">{describeError(stories.error, msg`Could not load the stories. Please try again.`)}</p>
        ) : (
          <p role="status" aria-busy="true">
            <Trans>Loading stories…</Trans>
          </p>
        )
      ) : stories.data.items.length === 0 ? (
        <p className="empty-state">
          <Trans>No stories yet.</Trans>
        </p>
      ) : (
        <ul className="admin-stories__list" role="list">
          {stories.data.items.map((story) => (
            <AdminStoryItem key={story.id} story={story} onEdit={() => setEditing(story)} />
          ))}
        </ul>
      )}
    </div>
  );
}
