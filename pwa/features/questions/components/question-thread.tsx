import { Trans } from '@lingui/react/macro';
import { useOutboxEntries } from '../../../lib/offline/hooks.ts';
import { answersUrl, type SavedQuestion } from '../api/questions-api.ts';
import { ANSWER_OUTBOX_KIND } from '../api/keys.ts';
import { useVoteEntries } from '../api/votes.ts';
import { AnswerForm } from './answer-form.tsx';
import { AnswerItem } from './answer-item.tsx';

/**
 * A question's answers (accepted first, then by votes, as the API orders them), the member's answers still waiting
 * in the outbox, and the answer form. `fetchedAt` is when the shown copy came from the server (epoch ms, 0 for a
 * saved copy), so votes cast since show on top of it.
 */
export function QuestionThread({ question, fetchedAt, online }: { question: SavedQuestion; fetchedAt: number; online: boolean }) {
  const voteEntries = useVoteEntries();
  const answerUrl = answersUrl(question.id);
  const waiting = useOutboxEntries(ANSWER_OUTBOX_KIND).filter((e) => e.url === answerUrl && e.status !== 'sent');
  const answers = question.answers;
  return (
    <section className="qa-thread" aria-label={question.title}>
      {answers === undefined ? (
        <p className="qa-meta">{online ? <Trans>Loading answers…</Trans> : <Trans>The answers were not saved on this device. Open them once while online.</Trans>}</p>
      ) : answers.length === 0 && waiting.length === 0 ? (
        <p className="qa-meta">
          <Trans>No answers yet — be the first to help.</Trans>
        </p>
      ) : (
        <ul className="qa-answers" role="list">
          {answers.map((a) => (
            <AnswerItem key={a.id} answer={a} askerIsMe={question.isMine} fetchedAt={fetchedAt} voteEntries={voteEntries} online={online} />
          ))}
          {waiting.map((e) => (
            <li key={e.id} className="qa-answer qa-answer--waiting">
              <div className="qa-answer__body">
                <p className="qa-badges">
                  <span className="badge">{e.status === 'failed' ? <Trans>Not sent</Trans> : <Trans>Waiting to send</Trans>}</span>
                </p>
                <p className="qa-text">{(e.body as { content?: string }).content}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AnswerForm questionId={question.id} />
    </section>
  );
}
