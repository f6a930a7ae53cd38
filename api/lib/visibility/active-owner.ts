/**
 * A suspended member's content is out of sight everywhere at once (docs/decisions/165-suspended-members-content.md;
 * spec 001 §4 User: active or suspended, §7 suspend).
 *
 * The rule is one condition on the author's account, joined into the public read paths of every content type —
 * lists, totals, search, detail pages, sitemaps, page heads and contact sources — instead of a copy of the state on
 * each content row: suspending or unsuspending is the one conditional UPDATE of `users.is_active` the admin module
 * already makes, so content disappears and comes back with it in the same commit, and nothing is rewritten on the
 * content tables. The join is on the users primary key (one index look-up per listed row). Deleted accounts are not
 * active either (their content is hidden by the modules' `hideMemberContent` as well).
 *
 * The administrator is the one viewer who still reads such content (to review the suspension); everyone else,
 * guests and members alike, gets a 404 for it and never sees it in a list.
 */

/** Who reads, as far as this rule goes: a guest (`undefined`/`null`) or a signed-in account with its role. */
export type ContentViewer = { role: string } | null | undefined;

/** True for the one kind of viewer that still reads a suspended member's content. */
export const seesSuspendedContent = (viewer: ContentViewer): boolean => viewer?.role === 'admin';

/** `{ a: { b: leaf } }` of the path `a.b`. */
const nested = (path: string, leaf: unknown): Record<string, unknown> =>
  path.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), leaf) as Record<string, unknown>;

/**
 * A MikroORM filter (for `em.find`/`findOne`/`count`, `keysetPage`, `searchPage`, `cachedListTotal`): rows whose
 * author — the many-to-one `path` to users, `owner` unless named; dotted through relations, e.g. a course's
 * `teacher.owner` — is an active account. `{}` for the admin. Lists pass `null` (the same rows for everyone, so a
 * guest's cached first page and a member's page agree); detail pages pass the request's user.
 */
export function activeOwner(viewer: ContentViewer, path = 'owner'): Record<string, unknown> {
  return seesSuspendedContent(viewer) ? {} : nested(path, { isActive: true });
}

/**
 * {@link activeOwner} for a nullable author (an automated answer has none): rows without an author stay.
 * Returns `{ $or: … }`, so merge it with `$and` when the caller's filter has its own `$or`.
 */
export function activeOrNoOwner(viewer: ContentViewer, prop = 'owner'): Record<string, unknown> {
  return seesSuspendedContent(viewer) ? {} : { $or: [{ [prop]: null }, { [prop]: { isActive: true } }] };
}
