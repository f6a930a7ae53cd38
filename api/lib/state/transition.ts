/**
 * Status changes as single conditional UPDATEs (docs/decisions/160-conditional-status-search-visibility-guest-keys.md).
 * A read followed by a write lets two requests both see "pending" and both succeed — the sender mailed "accepted"
 * while the row ends "declined". Here the database decides: `UPDATE … SET status = $new WHERE id = $id AND status IN
 * ($from)` changes the row for exactly one of any number of concurrent requests; the others change nothing and are
 * told where the row stands now.
 */
import type { EntityData, EntityManager, EntityName, FilterQuery } from '@mikro-orm/core';
import type { ErrorCode } from '#shared/error-codes.ts';
import { HttpError } from '../../http/errors.ts';
import { invalidateGuestPages } from '../../http/guest-cache.ts';
import { invalidateListTotals } from '../pagination/list-total.ts';

/** One transition: which row, from which states, and what to write. */
export interface Transition<T extends object> {
  /** The row (its id, plus any condition that must still hold, e.g. `updatedAt` of the version a reviewer saw). */
  where: FilterQuery<T>;
  /** The status property, e.g. `'status'` or `'reviewStatus'`. */
  field: keyof T & string;
  /** States the row may be in for this transition to apply (e.g. `['pending']`; `[false]` for a flag such as `published`). */
  from: readonly (string | boolean)[];
  /** The new values (the new status and whatever goes with it: `respondedAt`, `reviewedAt`…). */
  set: EntityData<T>;
  /**
   * Side effects of a transition that happened (queue its mail, write its audit row…), run in the same transaction
   * after the UPDATE changed the row — never for a request that lost — and flushed with it.
   */
  effects?: (tx: EntityManager) => void | Promise<void>;
}

/**
 * Moves one row of `entity` from one of `t.from` to `t.set` with one conditional UPDATE and runs `t.effects` in the
 * same transaction. `updatedAt` is set too when the entity has it (a native update runs no ORM hooks).
 * Returns true when this call moved the row; false when the row is missing or no longer in `t.from` (nothing written,
 * no effects run). Entities of `em` loaded before are not refreshed: reload what you present. A moved row drops the
 * guest page caches and list totals of its entity class (the flush subscribers that keep them do not see native
 * UPDATEs).
 */
export async function transition<T extends object>(em: EntityManager, entity: EntityName<T>, t: Transition<T>): Promise<boolean> {
  const properties = em.getMetadata().find(entity)?.properties as Record<string, unknown> | undefined;
  const set = properties?.updatedAt ? { updatedAt: new Date(), ...t.set } : t.set;
  const moved = await em.transactional(async (tx) => {
    const where = { $and: [t.where, { [t.field]: { $in: [...t.from] } }] } as FilterQuery<NoInfer<T>>;
    const moved = await tx.nativeUpdate<T>(entity, where, set as EntityData<T>);
    if (moved === 0) return false;
    await t.effects?.(tx);
    return true;
  });
  // A native UPDATE runs no flush subscriber: the caches they keep current are dropped here, after the commit.
  const className = em.getMetadata().find(entity)?.className;
  if (moved && className) {
    invalidateGuestPages(em, className);
    invalidateListTotals(em, className);
  }
  return moved;
}

/**
 * 409 for a transition that lost: the row is now `current` (returned as `currentStatus` in the body, so a client can
 * show it without another request). `code` says it in words the PWA translates (shared/error-codes.ts).
 */
export function statusConflict(current: string, message: string, code: ErrorCode = 'status_changed'): HttpError {
  return new HttpError(409, code, message, undefined, undefined, { currentStatus: current });
}
