import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import { notFound } from './errors.ts';
import type { SignedInUser } from './state.ts';

/** A record with an owner: an owner reference `{ id }` (entity or listed row) or the owner's id. */
export type OwnedRecord = { owner: { id: string } | string };

const ownerIdOf = (record: OwnedRecord) => (typeof record.owner === 'string' ? record.owner : record.owner.id);

/**
 * The ownership policy (spec 000 §5 "A user may manage only their own content"; issue 9 item 2): may `viewer`
 * manage `record`? Its owner may; the admin may unless `allowAdmin` is false.
 */
export function mayManage(record: OwnedRecord, viewer: Pick<SignedInUser, 'id' | 'role'> | undefined, opts: { allowAdmin?: boolean } = {}): boolean {
  if (!viewer) return false;
  if (viewer.role === 'admin' && opts.allowAdmin !== false) return true;
  return ownerIdOf(record) === viewer.id;
}

/**
 * Loads one record for a route declared `access: 'owner'` and applies the ownership policy: load → owner or admin →
 * the record. Someone else's record looks exactly like a missing one, so its existence is not revealed.
 * @throws HttpError 404 `not_found` (with `message`) when there is no such record or `viewer` may not manage it.
 */
export async function loadOwned<T extends OwnedRecord>(
  em: EntityManager,
  entity: { meta: { className: string } },
  where: FilterQuery<T>,
  viewer: Pick<SignedInUser, 'id' | 'role'>,
  opts: { allowAdmin?: boolean; message?: string } = {},
): Promise<T> {
  const record = (await em.findOne(entity as never, where as never)) as T | null;
  if (!record || !mayManage(record, viewer, opts)) throw notFound(opts.message ?? 'Not found');
  return record;
}
