import type { ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Question } from '#shared/questions/responses.ts';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';
import type { OutboxEntry } from '../../../lib/offline/db.ts';
import { QUESTION_CATEGORY_LABELS } from '../labels.ts';
import { PostText } from './post-text.tsx';
import { VoteButtons } from './vote-buttons.tsx';

/**
 * A question's head (spec 001 §3): votes, category and "Answered" badges, the title (`title` is the heading
 * element, a link on cards), the text, when it was asked and how many answers it has.
 */
export function QuestionSummary(props: { question: Question; title: ReactNode; fetchedAt: number; voteEntries: OutboxEntry[] }) {
  const { i18n } = useLingui();
  const q = props.question;
  return (
    <div className="qa-question">
      <VoteButtons target="question" id={q.id} votes={q.votes} myVote={q.myVote} isMine={q.isMine} fetchedAt={props.fetchedAt} entries={props.voteEntries} />
      <div className="qa-question__body">
        <p className="qa-badges">
          <span className="badge">{i18n._(QUESTION_CATEGORY_LABELS[q.category])}</span>
          {q.isAnswered && (
            <span className="badge badge--accepted">
              <Trans>Answered</Trans>
            </span>
          )}
          {q.isMine && (
            <span className="badge">
              <Trans>Your question</Trans>
            </span>
          )}
        </p>
        {props.title}
        <PostText text={q.content} />
        <p className="qa-meta">
          <TimeAgo iso={q.createdAt} /> · <Plural value={q.answerCount} one="# answer" other="# answers" />
        </p>
      </div>
    </div>
  );
}
