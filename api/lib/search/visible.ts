/**
 * Search over what the viewer may see (docs/decisions/160-conditional-status-search-visibility-guest-keys.md).
 *
 * A list that masks a field for some viewers (a guest reads "Vasanthi R.", a member "Vasanthi Rajendran") must not
 * match a search on the unmasked value for them: otherwise the hidden part can be rebuilt letter by letter from
 * which rows a query finds. So a search names, per kind of viewer, the columns it runs over, and a masked field is
 * searched for the viewers who see it masked through a column that holds the masked form (kept by the ORM from the
 * same function the presenter uses). The Tamil-aware search (page.ts) follows the same rule: a table's search
 * document (columns.ts `searchProperties`) is built only from fields every viewer of a listed row sees in full.
 */

/** Who is searching, as far as visibility goes: a guest, or a signed-in member (the admin included). */
export type SearchViewer = 'guest' | 'member';

/** The columns (entity property names) a search runs over for each kind of viewer. */
export type VisibleColumns<K extends string> = Readonly<Record<SearchViewer, readonly K[]>>;

/** `%…%` ILIKE pattern of a user's text, LIKE's wildcards (`%`, `_`, `\`) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A MikroORM filter: "any of the columns `viewer` may see contains `text`, in any case" — `{ $or: [{ col: { $ilike:
 * '%text%' } }, …] }` over `columns[viewer]` only.
 */
export function visibleContains<K extends string>(columns: VisibleColumns<K>, viewer: SearchViewer, text: string): Record<string, unknown> {
  const like = { $ilike: containsPattern(text) };
  return { $or: columns[viewer].map((column) => ({ [column]: like })) };
}

/** The kind of viewer a request's user is (`undefined` = a guest). */
export const searchViewerOf = (user: object | undefined): SearchViewer => (user ? 'member' : 'guest');
