import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/** What a vote is on. */
export type VoteTarget = 'question' | 'answer';

const TABLES: Record<VoteTarget, string> = { question: 'questions', answer: 'answers' };

/**
 * Records `userId`'s vote on a question or answer and returns the item's recounted votes (ups minus downs).
 * `direction` 'none' removes the vote. One vote per member per item is the UNIQUE (user, target_type, target_id)
 * key: concurrent votes by one member upsert the same row, so they count once (issue 15).
 */
export async function castVote(em: EntityManager, userId: string, target: VoteTarget, targetId: string, direction: 'up' | 'down' | 'none'): Promise<number> {
  const conn = (em as SqlEntityManager).getConnection();
  if (direction === 'none') {
    await conn.execute('delete from qa_votes where user_id = ? and target_type = ? and target_id = ?', [userId, target, targetId], 'run');
  } else {
    await conn.execute(
      `insert into qa_votes (id, created_at, updated_at, user_id, target_type, target_id, value) values (?, now(), now(), ?, ?, ?, ?)
       on conflict (user_id, target_type, target_id) do update set value = excluded.value, updated_at = now()`,
      [randomUUID(), userId, target, targetId, direction === 'up' ? 1 : -1],
      'run',
    );
  }
  const rows = await conn.execute<{ votes: number }[]>(
    `update ${TABLES[target]} set votes = (select coalesce(sum(value), 0)::int from qa_votes where target_type = ? and target_id = ?) where id = ? returning votes`,
    [target, targetId, targetId],
  );
  return Number(rows[0]?.votes ?? 0);
}

/**
 * The votes `userId` cast on the given questions or answers, as a map id → 'up' | 'down' (items without a vote
 * are absent). An empty map for a guest (`userId` undefined) or no ids. One indexed query (the unique key).
 */
export async function viewerVotes(em: EntityManager, userId: string | undefined, target: VoteTarget, ids: string[]): Promise<Map<string, 'up' | 'down'>> {
  if (!userId || ids.length === 0) return new Map();
  const rows = await (em as SqlEntityManager).getConnection().execute<{ target_id: string; value: number }[]>(
    `select target_id, value from qa_votes where user_id = ? and target_type = ? and target_id in (${ids.map(() => '?').join(', ')})`,
    [userId, target, ...ids],
  );
  return new Map(rows.map((r) => [r.target_id, Number(r.value) > 0 ? 'up' : 'down']));
}

/** Marks `answerId` as the one accepted answer of `questionId` (one statement: every other answer unaccepted) and the question answered. */
export async function acceptAnswer(em: EntityManager, questionId: string, answerId: string): Promise<void> {
  const conn = (em as SqlEntityManager).getConnection();
  await conn.execute('update answers set is_accepted = (id = ?) where question_id = ?', [answerId, questionId], 'run');
  await conn.execute('update questions set is_answered = true where id = ?', [questionId], 'run');
}

/** Recounts a question's answers (after an answer is added or deleted); answered while an answer is accepted. */
export async function recountAnswers(em: EntityManager, questionId: string): Promise<void> {
  await (em as SqlEntityManager).getConnection().execute(
    `update questions set answer_count = (select count(*) from answers where question_id = ?),
       is_answered = exists (select 1 from answers where question_id = ? and is_accepted) where id = ?`,
    [questionId, questionId, questionId],
    'run',
  );
}
