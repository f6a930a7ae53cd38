import type TestAgent from 'supertest/lib/agent.js';
import { communityPostSchema, createCommunityPostBodySchema, type CommunityPost } from '#shared/community/schemas.ts';
import { communityPostBody } from '#shared/community/samples.ts';
import { communityContract } from '#shared/community/contract.ts';
import { call } from '../../test/call.ts';
import type { TestApp } from '../../test/harness.ts';
import type { User } from '../users/user.entity.ts';
import { CommunityPostSchema } from './community.entity.ts';

/** Posts as `agent` through the API (201 expected) and returns the post. */
export async function postCommunity(agent: TestAgent, overrides: Record<string, unknown> = {}): Promise<CommunityPost> {
  const res = await call(agent, communityContract.endpoints.create, { body: communityPostBody(overrides) });
  if (res.status !== 201) throw new Error(`post community: ${res.status} ${res.text}`);
  return communityPostSchema.parse(res.body);
}

/** Inserts an open post of `owner` through the ORM (no HTTP), validated by the shared schema; returns its id. */
export async function insertCommunityPost(t: TestApp, owner: User, overrides: Record<string, unknown> = {}): Promise<string> {
  const em = t.orm.em.fork();
  const body = createCommunityPostBodySchema.parse(communityPostBody(overrides));
  const post = em.create(CommunityPostSchema, { ...body, owner, status: 'open', closedAt: null } as never) as { id: string };
  await em.flush();
  return post.id;
}
