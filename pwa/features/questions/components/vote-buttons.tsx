import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useLocation, useNavigate } from '@tanstack/react-router';
import type { MyVote } from '#shared/questions/responses.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import type { OutboxEntry } from '../../../lib/offline/db.ts';
import { useSession } from '../../../lib/session.ts';
import { castVote, shownVote, voteUrl, type VoteTarget } from '../api/votes.ts';

/**
 * Up and down vote buttons with the count (issue 15 item 3): the member's own vote is pressed (`aria-pressed`);
 * pressing it again takes the vote back. A guest is sent to log in and comes back here; one's own question or
 * answer cannot be voted on (the buttons are disabled). Votes go through the outbox, so they work offline.
 */
export function VoteButtons(props: { target: VoteTarget; id: string; votes: number; myVote: MyVote; isMine: boolean; fetchedAt: number; entries: OutboxEntry[] }) {
  const { t } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const shown = shownVote(props.entries, voteUrl(props.target, props.id), props, props.fetchedAt);
  const vote = async (direction: 'up' | 'down') => {
    if (session.status !== 'member') {
      void navigate({ to: '/auth', search: { redirect: location.href } });
      return;
    }
    try {
      const result = await castVote(props.target, props.id, shown.myVote === direction ? 'none' : direction);
      if (result.state === 'queued') toast({ title: t`Saved on this device`, description: t`Your vote will be sent when you are back online.` });
    } catch (error) {
      toast({ title: t`Error`, description: describeError(error, msg`Failed to vote`), variant: 'destructive' });
    }
  };
  const own = props.isMine;
  return (
    <div className="qa-votes" role="group" aria-label={props.target === 'question' ? t`Votes on this question` : t`Votes on this answer`}>
      <button type="button" className="qa-votes__btn" aria-pressed={shown.myVote === 'up'} disabled={own} title={own ? t`You cannot vote on your own post` : undefined} onClick={() => void vote('up')}>
        <span aria-hidden="true">▲</span>
        <span className="visually-hidden">
          <Trans>Vote up</Trans>
        </span>
      </button>
      <span className="qa-votes__count" aria-live="polite">
        {shown.votes}
        <span className="visually-hidden">
          {' '}
          <Trans>votes</Trans>
        </span>
      </span>
      <button type="button" className="qa-votes__btn" aria-pressed={shown.myVote === 'down'} disabled={own} title={own ? t`You cannot vote on your own post` : undefined} onClick={() => void vote('down')}>
        <span aria-hidden="true">▼</span>
        <span className="visually-hidden">
          <Trans>Vote down</Trans>
        </span>
      </button>
    </div>
  );
}
