import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { OutboxEntry } from '../../../lib/offline/db.ts';
import { useQuestion, type SavedQuestion } from '../api/questions-api.ts';
import { QuestionSummary } from './question-summary.tsx';
import { QuestionThread } from './question-thread.tsx';

/** The answers of an expanded card: loaded when opened, saved on the device (they open offline afterwards). */
function ExpandedAnswers({ row }: { row: SavedQuestion }) {
  const { item, query, online } = useQuestion(row.id);
  return <QuestionThread question={item ?? row} fetchedAt={query.data ? query.dataUpdatedAt : 0} online={online} />;
}

/**
 * A question card of the Q&A section (spec 001 §2, §6: expanding a question loads its answers): the summary, a
 * link to its own page, and "Show answers" that expands the answers and the answer form in place.
 */
export function QuestionCard({ question, fetchedAt, voteEntries }: { question: SavedQuestion; fetchedAt: number; voteEntries: OutboxEntry[] }) {
  const [open, setOpen] = useState(false);
  const panelId = `qa-answers-${question.id}`;
  const title = (
    <h3 className="qa-question__title">
      <Link to="/questions/$id" params={{ id: question.id }}>
        {question.title}
      </Link>
    </h3>
  );
  return (
    <li className="card qa-card">
      <QuestionSummary question={question} title={title} fetchedAt={fetchedAt} voteEntries={voteEntries} />
      <button type="button" className="btn btn--ghost btn--sm qa-card__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {open ? <Trans>Hide answers</Trans> : <Trans>Show answers</Trans>}
      </button>
      {open && (
        <div id={panelId}>
          <ExpandedAnswers row={question} />
        </div>
      )}
    </li>
  );
}
