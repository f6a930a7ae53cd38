/**
 * Readers of URL search parameters for the routes' `validateSearch` (TanStack Router gives each parameter as parsed
 * from the URL: string, number, boolean, object…). A value of the wrong kind is dropped (undefined), never an
 * error page: a hand-edited or outdated link still opens its page. Route options are part of the first load of
 * every page, so these are plain functions rather than zod schemas (issue 10 item 3,
 * docs/decisions/032-initial-load-budget.md); the sets of allowed values come from shared/.
 */

/** `value` when it is one of `values`, else undefined. */
export function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** `true` / `false` (the URL's `?post=true`), else undefined. */
export function flag(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/**
 * `?mine=1` of a list page (/community, /education): the member's own things (decision 179). The router reads `1`
 * as a number; anything else is dropped.
 */
export function mineParam(value: unknown): 1 | undefined {
  return value === 1 || value === '1' ? 1 : undefined;
}

/** A string of 1 to `maxLength` characters after trimming (the trimmed string), else undefined. */
export function text(value: unknown, maxLength: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed.length >= 1 && trimmed.length <= maxLength ? trimmed : undefined;
}

/** A path on this site: one leading slash, not `//` or `/\` (another host), no whitespace. */
const SITE_PATH = /^\/(?![/\\])\S*$/;
/** Longest `?redirect=` kept. */
const MAX_REDIRECT_LENGTH = 500;

/**
 * `?redirect=` of /auth and /register: where to go after signing in (a page that asked for a login, e.g.
 * `/taxi-services?post=1`). Only a path on this site (one leading slash, no scheme or host, at most 500
 * characters) is kept, so the link cannot send a member to another site; anything else is dropped and the user
 * goes home (spec 000 §2).
 */
export function redirectParam(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= MAX_REDIRECT_LENGTH && SITE_PATH.test(value) ? value : undefined;
}

/** `entries` without its undefined values: a search object whose dropped parameters leave the URL. */
export function definedOnly<T extends Record<string, unknown>>(entries: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}
