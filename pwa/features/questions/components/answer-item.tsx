import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { Answer } from '#shared/questions/responses.ts';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import type { OutboxEntry } from '../../../lib/offline/db.ts';
import { useAcceptAnswer, useDeletePost } from '../api/questions-api.ts';
import { PostText } from './post-text.tsx';
import { VoteButtons } from './vote-buttons.tsx';

/**
 * One answer (spec 001 §3): the "Automated answer" label on one written by the platform (issue 15 item 2), the
 * "Accepted answer" badge, votes, when, and — for the asker — "Accept this answer"; its author can delete it.
 */
export function AnswerItem(props: { answer: Answer; askerIsMe: boolean; fetchedAt: number; voteEntries: OutboxEntry[]; online: boolean }) {
  const { t } = useLingui();
  const { answer } = props;
  const accept = useAcceptAnswer();
  const remove = useDeletePost();
  const onAccept = () =>
    accept.mutate(answer.id, {
      onSuccess: () => toast({ title: t`Answer accepted` }),
      onError: (error) => toast({ title: t`Error`, description: describeError(error, msg`Failed to accept the answer`), variant: 'destructive' }),
    });
  const onDelete = () => {
    if (!window.confirm(t`Delete your answer?`)) return;
    remove.mutate(
      { target: 'answer', id: answer.id },
      {
        // every save confirms on screen (decision 172)
        onSuccess: () => toast({ title: t`Answer deleted` }),
        onError: (error) => toast({ title: t`Error`, description: describeError(error, msg`Failed to delete`), variant: 'destructive' }),
      },
    );
  };
  return (
    <li className={`qa-answer${answer.isAccepted ? ' qa-answer--accepted' : ''}${answer.isAiGenerated ? ' qa-answer--automated' : ''}`}>
      <VoteButtons target="answer" id={answer.id} votes={answer.votes} myVote={answer.myVote} isMine={answer.isMine || answer.isAiGenerated} fetchedAt={props.fetchedAt} entries={props.voteEntries} />
      <div className="qa-answer__body">
        <p className="qa-badges">
          {answer.isAccepted && (
            <span className="badge badge--accepted">
              <Trans>Accepted answer</Trans>
            </span>
          )}
          {answer.isAiGenerated && (
            <span className="badge badge--automated">
              <Trans>Automated answer</Trans>
            </span>
          )}
        </p>
        {answer.isAiGenerated && (
          <p className="qa-answer__note">
            <Trans>Written automatically from earlier answers and the help pages — not by a person. Check before relying on it.</Trans>
          </p>
        )}
        <PostText text={answer.content} />
        <p className="qa-meta">
          {answer.isMine && (
            <span>
              <Trans>Your answer</Trans> ·{' '}
            </span>
          )}
          <TimeAgo iso={answer.createdAt} />
        </p>
        <p className="qa-actions">
          {props.askerIsMe && !answer.isAccepted && !answer.isMine && (
            <button type="button" className="btn btn--secondary btn--sm" onClick={onAccept} disabled={accept.isPending || !props.online}>
              <Trans>Accept this answer</Trans>
            </button>
          )}
          {answer.isMine && (
            <button type="button" className="btn btn--ghost btn--sm" onClick={onDelete} disabled={remove.isPending || !props.online}>
              <Trans>Delete</Trans>
            </button>
          )}
        </p>
      </div>
    </li>
  );
}
