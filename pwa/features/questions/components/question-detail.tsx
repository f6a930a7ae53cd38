import '../questions.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from '../../../components/ui/toast.tsx';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useDeletePost, useQuestion } from '../api/questions-api.ts';
import { useVoteEntries } from '../api/votes.ts';
import { QuestionSummary } from './question-summary.tsx';
import { QuestionThread } from './question-thread.tsx';

/**
 * /questions/$id (issue 15 item 3): the question, its answers (the automated one labelled), votes, the asker's
 * accept buttons and the answer form; its asker can delete it. Opens offline once its answers were seen.
 */
export function QuestionDetail({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { item, isLoading, isStale, query, online } = useQuestion(id);
  const voteEntries = useVoteEntries();
  const remove = useDeletePost();
  if (isLoading) {
    return (
      <p role="status" aria-busy="true">
        <Trans>Loading question…</Trans>
      </p>
    );
  }
  if (!item) {
    return (
      <div className="card empty-state" role="alert">
        <h1>
          <Trans>Question not found</Trans>
        </h1>
        <Link to="/questions" className="btn btn--primary">
          <Trans>All questions</Trans>
        </Link>
      </div>
    );
  }
  const fetchedAt = query.data ? query.dataUpdatedAt : 0;
  const onDelete = () => {
    if (!window.confirm(t`Delete your question and its answers?`)) return;
    remove.mutate(
      { target: 'question', id },
      {
        onSuccess: () => {
          toast({ title: t`Question deleted` }); // every save confirms on screen (decision 172)
          void navigate({ to: '/questions' });
        },
        onError: (error) => toast({ title: t`Error`, description: describeError(error, msg`Failed to delete`), variant: 'destructive' }),
      },
    );
  };
  return (
    <article className="qa-detail">
      {isStale && (
        <p className="taxi-list__saved" role="status">
          <Trans>Offline — saved copy</Trans>
        </p>
      )}
      <div className="card">
        <QuestionSummary question={item} title={<h1 className="qa-question__title">{item.title}</h1>} fetchedAt={fetchedAt} voteEntries={voteEntries} />
        {item.isMine && (
          <p className="qa-actions">
            <button type="button" className="btn btn--ghost btn--sm" onClick={onDelete} disabled={remove.isPending || !online}>
              <Trans>Delete question</Trans>
            </button>
          </p>
        )}
      </div>
      <h2>
        <Trans>Answers</Trans>
      </h2>
      <QuestionThread question={item} fetchedAt={fetchedAt} online={online} />
    </article>
  );
}
