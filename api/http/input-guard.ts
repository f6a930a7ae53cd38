import type { Middleware } from 'koa';
import { V } from '#shared/messages.ts';
import { badRequest } from './errors.ts';
import type { AppState } from './state.ts';

/**
 * Deepest JSON nesting a request body may have (levels of objects/arrays; `{"a":[1]}` is 2). Our request schemas
 * are at most a few levels deep; 32 leaves room for every future form while keeping every walk over a body
 * (validation, the idempotency hash, logging) far from the stack limit. docs/decisions/055-input-guard.md.
 */
export const MAX_JSON_DEPTH = 32;

/** Message for a text holding U+0000 (PostgreSQL `text` and `jsonb` cannot store it); a shared message, so the PWA shows it in Tamil. */
export const NUL_MESSAGE = V.textHasNul;
/** Message for a text holding a lone UTF-16 surrogate (not Unicode; it cannot be stored as UTF-8); a shared message. */
export const SURROGATE_MESSAGE = V.textHasLoneSurrogate;
/** Message for a body nested deeper than {@link MAX_JSON_DEPTH}. */
export const DEPTH_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one (UTF-16 code units). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a string cannot be stored as text, or null when it can: U+0000 (PostgreSQL text and jsonb reject it) or a
 * lone surrogate (`"\uD800"` in JSON parses to a string that is not well-formed Unicode; encoding it as UTF-8
 * silently turns it into U+FFFD, and jsonb rejects the escape).
 */
export function unstorableText(value: string): string | null {
  if (value.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(value)) return SURROGATE_MESSAGE;
  return null;
}

/** A path made readable and storable for the `fields` map: bad characters become U+FFFD. */
const printable = (path: string) => path.replaceAll('\u0000', '\uFFFD').replace(new RegExp(LONE_SURROGATE, 'g'), '\uFFFD');

type Fields = Record<string, string[]>;

function note(fields: Fields, path: string, message: string) {
  const key = printable(path) || '_';
  const list = (fields[key] ??= []);
  if (!list.includes(message)) list.push(message);
}

/**
 * Checks a parsed JSON value without recursion: every string value and every object key must be storable text
 * ({@link unstorableText}) and nesting must stay within {@link MAX_JSON_DEPTH}. Problems are added to `fields`
 * under their property path (`items.0.name`, `_` for the root). Returns false when the value is too deep (the
 * walk stops there).
 */
export function checkJson(value: unknown, fields: Fields, rootPath = ''): boolean {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: rootPath, depth: 0 }];
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const problem = unstorableText(item.value);
      if (problem) note(fields, item.path, problem);
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    const depth = item.depth + 1;
    if (depth > MAX_JSON_DEPTH) {
      note(fields, '_', DEPTH_MESSAGE);
      return false;
    }
    const join = (key: string) => (item.path ? `${item.path}.${key}` : key);
    if (Array.isArray(item.value)) {
      item.value.forEach((child, i) => stack.push({ value: child, path: join(String(i)), depth }));
      continue;
    }
    for (const [key, child] of Object.entries(item.value)) {
      const problem = unstorableText(key);
      if (problem) note(fields, join(key), problem);
      stack.push({ value: child, path: join(key), depth });
    }
  }
  return true;
}

/** The request path with percent-escapes decoded as a router decodes path parameters (malformed escapes kept). */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Refuses input that PostgreSQL or UTF-8 cannot hold, for every route at once (docs/decisions/055-input-guard.md).
 * Runs after the JSON body parser and before any handler, idempotency claim or database work:
 * - body: every string value and object key free of U+0000 and lone surrogates, nesting ≤ {@link MAX_JSON_DEPTH};
 * - query string: every name and value likewise (`?cursor=%00` included);
 * - path: no `%00` (path parameters are decoded by the router).
 * Header values need no check: Node's HTTP parser refuses NUL in headers (400 before the app) and decodes them
 * as Latin-1, which cannot produce a lone surrogate.
 * @throws HttpError 400 `validation_failed` with `fields` naming each offending property (`_` for the body's
 *   depth or the path).
 */
export function inputGuard(): Middleware<AppState> {
  return async (ctx, next) => {
    const fields: Fields = {};
    const pathProblem = unstorableText(decodedPath(ctx.path));
    if (pathProblem) note(fields, '_', pathProblem);
    checkJson(ctx.query, fields);
    const body = (ctx.request as { body?: unknown }).body;
    if (body !== undefined) checkJson(body, fields);
    const first = Object.values(fields)[0]?.[0];
    if (first) throw badRequest(`Validation failed: ${first}`, fields);
    await next();
  };
}
