import type { Answer as AnswerBody, Question as QuestionBody } from '#shared/schemas/questions.ts';
import type { Answer, Question } from './question.entity.ts';

type Viewer = { id: string } | undefined;

/** A question as the API presents it (spec 001 §3); `isMine` for the viewer who asked it. */
export function presentQuestion(q: Pick<Question, 'id' | 'title' | 'content' | 'category' | 'votes' | 'isAnswered' | 'answerCount' | 'createdAt'> & { owner: { id: string } }, viewer: Viewer): QuestionBody {
  return {
    id: q.id, title: q.title, content: q.content, category: q.category, votes: q.votes, isAnswered: q.isAnswered,
    answerCount: q.answerCount, createdAt: new Date(q.createdAt).toISOString(), isMine: viewer?.id === q.owner.id,
  };
}

/** An answer as the API presents it (spec 001 §3). */
export function presentAnswer(a: Answer, viewer: Viewer): AnswerBody {
  return {
    id: a.id, content: a.content, isAiGenerated: a.isAiGenerated, isAccepted: a.isAccepted, votes: a.votes,
    createdAt: a.createdAt.toISOString(), isMine: !!viewer && a.owner?.id === viewer.id,
  };
}
