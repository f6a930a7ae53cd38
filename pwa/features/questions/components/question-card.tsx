import { Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { OutboxEntry } from '../../../lib/offline/db.ts';
import { useQuestion, type SavedQuestion } from '../api/questions-api.ts';
import { QuestionSummary } from './question-summary.tsx';
import { LoadBoundary } from '../../../components/ui/load-boundary.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useRetryableLazy } from '../../../lib/use-retryable-lazy.ts';

/** The answers with the answer form are their own chunk (form kit, validation), fetched when a card opens. */
const loadQuestionThread = () => import('./question-thread.tsx').then((m) => m.QuestionThread);

/** The answers of an expanded card: loaded when opened, saved on the device (they open offline afterwards). */
function ExpandedAnswers({ row, onFailed }: { row: SavedQuestion; onFailed: () => void }) {
  const { t } = useLingui();
  const { item, query, online } = useQuestion(row.id);
  const thread = useRetryableLazy(loadQuestionThread);
  const onError = () => {
    toast({ title: t`Could not load the answers`, description: t`Check your connection and try again.`, variant: 'destructive' });
    thread.reset();
    onFailed();
  };
  return (
    <LoadBoundary key={thread.key} onError={onError}>
      <Suspense
        fallback={
          <p role="status" aria-busy="true">
            <Trans>Loading answers…</Trans>
          </p>
        }
      >
        <thread.Component question={item ?? row} fetchedAt={query.data ? query.dataUpdatedAt : 0} online={online} />
      </Suspense>
    </LoadBoundary>
  );
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
      <button
        type="button"
        className="btn btn--ghost btn--sm qa-card__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={() => void loadQuestionThread().catch(() => undefined)}
        onFocus={() => void loadQuestionThread().catch(() => undefined)}
      >
        {open ? <Trans>Hide answers</Trans> : <Trans>Show answers</Trans>}
      </button>
      {open && (
        <div id={panelId}>
          <ExpandedAnswers row={question} onFailed={() => setOpen(false)} />
        </div>
      )}
    </li>
  );
}
