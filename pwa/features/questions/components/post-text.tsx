import { Fragment } from 'react';

/** Same-site paths in a post (e.g. `/questions/<id>` in an automated answer), which become links. */
const SITE_PATH = /(\/(?:questions|help|jobs)(?:\/[\w-]+)*(?:#[\w-]+)?)/g;

/**
 * The text of a question or answer: always text, never HTML (line breaks kept by CSS `pre-line`); paths of this
 * site in it (as the automated answer's links to earlier questions) are links.
 */
export function PostText({ text, className }: { text: string; className?: string }) {
  const parts = text.split(SITE_PATH);
  return (
    <p className={className ?? 'qa-text'}>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part}>
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </p>
  );
}
