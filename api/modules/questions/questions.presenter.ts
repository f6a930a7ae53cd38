import type { Answer as AnswerBody, MyVote, Question as QuestionBody } from '#shared/questions/schemas.ts';
import type { Answer, Question } from './question.entity.ts';

type Viewer = { id: string } | undefined;

/** A question as the API presents it (spec 001 §3); `isMine` for the viewer who asked it, `myVote` their vote (null if none). */
export function presentQuestion(q: Pick<Question, 'id' | 'title' | 'content' | 'category' | 'votes' | 'isAnswered' | 'answerCount' | 'createdAt'> & { owner: { id: string } }, viewer: Viewer, myVote: MyVote = null): QuestionBody {
  return {
    id: q.id, title: q.title, content: q.content, category: q.category, votes: q.votes, isAnswered: q.isAnswered,
    answerCount: q.answerCount, createdAt: new Date(q.createdAt).toISOString(), isMine: viewer?.id === q.owner.id, myVote,
  };
}

/** An answer as the API presents it (spec 001 §3); `myVote` is the viewer's vote (null if none). */
export function presentAnswer(a: Answer, viewer: Viewer, myVote: MyVote = null): AnswerBody {
  return {
    id: a.id, content: a.content, isAiGenerated: a.isAiGenerated, isAccepted: a.isAccepted, votes: a.votes,
    createdAt: a.createdAt.toISOString(), isMine: !!viewer && a.owner?.id === viewer.id, myVote,
  };
}
