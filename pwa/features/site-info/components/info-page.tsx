import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import '../site-info.css';

/**
 * The frame of the About, Privacy and Terms pages (issue 19 item 6): one heading, a lead, the date the text was
 * last changed (ISO date, shown as written so the pre-render and the browser agree) and the sections.
 */
export function InfoPage({ title, lead, updated, children }: { title: ReactNode; lead: ReactNode; updated?: string; children: ReactNode }) {
  return (
    <article className="container container--narrow section info-page">
      <h1 className="section__title">{title}</h1>
      <p className="section__lead">{lead}</p>
      {updated && (
        <p className="info-page__updated">
          <Trans>
            Last changed: <time dateTime={updated}>{updated}</time>
          </Trans>
        </p>
      )}
      {children}
    </article>
  );
}

/** One titled section of an information page; `id` makes it linkable (e.g. /privacy#delete-account). */
export function InfoSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="info-page__section" aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
