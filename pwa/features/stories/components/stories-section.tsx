import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { Language } from '#shared/constants.ts';
import type { PublicStory } from '#shared/stories/responses.ts';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { useStories } from '../api/stories-api.ts';
import '../stories.css';
import { SavedOnNotice } from '../../../components/ui/saved-on-notice.tsx';

/** Stories shown on the home page. */
const HOME_COUNT = 3;

/** One story in the reader's language: title, who and where, the text. */
function StoryCard({ story, language }: { story: PublicStory; language: Language }) {
  const format = formatters(language);
  const title = language === 'ta' ? story.titleTa : story.titleEn;
  const body = language === 'ta' ? story.bodyTa : story.bodyEn;
  return (
    <li className="card story-card">
      <h3 className="story-card__title" lang={language}>
        {title}
      </h3>
      <p className="story-card__meta">
        {story.names}
        {story.city ? ` · ${story.city}` : ''} · <time dateTime={story.publishedAt}>{format.date(story.publishedAt)}</time>
      </p>
      {body.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i} className="story-card__text">
          {paragraph}
        </p>
      ))}
    </li>
  );
}

/**
 * Success stories (spec 000 §1; issue 19 item 6): published stories in the reader's language, from the device first
 * and refreshed online. `page` (/success-stories) shows them all, with an empty state; `home` shows the newest three
 * and a link to the page, and nothing at all while there is no story to show.
 */
export function StoriesSection({ variant }: { variant: 'home' | 'page' }) {
  const { i18n } = useLingui();
  const language: Language = i18n.locale === 'en' ? 'en' : 'ta';
  const { rows, isLoading, query, isStale, savedAt } = useStories();
  const shown = variant === 'home' ? rows.slice(0, HOME_COUNT) : rows;
  const Heading = variant === 'page' ? 'h1' : 'h2';
  if (variant === 'home' && !isLoading && shown.length === 0) return null;
  return (
    <section className={variant === 'home' ? 'section stories stories--home' : 'stories'} aria-labelledby="stories-title">
      <div className={variant === 'home' ? 'container' : undefined}>
        <Heading id="stories-title" className="section__title">
          <Trans>Success stories</Trans>
        </Heading>
        <p className="section__lead">
          <Trans>Members who found a partner, a job or a helping hand here, told with their permission.</Trans>
        </p>
        {variant === 'page' && (
          // Above the stories, not below: the list's height changes as it loads (a line, then the stories or the
          // empty state), and the link would jump with it (a layout shift).
          <p className="stories__share">
            <a href="/help">
              <Trans>Share your story with us</Trans>
            </a>
          </p>
        )}
        {isStale && savedAt !== undefined && <SavedOnNotice savedAt={savedAt} />}
        {isLoading ? (
          <p role="status" aria-busy="true">
            <Trans>Loading stories…</Trans>
          </p>
        ) : query.isError && rows.length === 0 ? (
          <div className="empty-state" role="alert">
            <p>{describeError(query.error, msg`Could not load the stories. Please try again.`)}</p>
          </div>
        ) : shown.length === 0 ? (
          <p className="empty-state">
            <Trans>No stories yet. Has this community helped you? Tell us through the help page — we publish a story only with the consent of everyone in it.</Trans>
          </p>
        ) : (
          <ul className="stories__list" role="list">
            {shown.map((story) => (
              <StoryCard key={story.id} story={story} language={language} />
            ))}
          </ul>
        )}
        {variant === 'home' && (
          <p>
            <a className="btn btn--secondary" href="/success-stories">
              <Trans>All success stories</Trans>
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
