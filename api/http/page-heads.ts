import type { Context } from 'koa';

/**
 * Extra `<head>` content for app pages that stand for one record (shareable pages: title, description, Open Graph,
 * JSON-LD), registered by the module that owns the record and used by serveApp (api/http/static.ts) for a page
 * that has no pre-rendered copy. `render` returns the head HTML (already escaped) and the page title, or null when
 * the record is not public (the page is then served as usual).
 */
export interface PageHead {
  /** Matches the page path (no trailing slash); its groups go to `render`. */
  pattern: RegExp;
  render: (ctx: Context, match: RegExpExecArray) => Promise<{ title: string; head: string } | null>;
}

const heads = new Map<string, PageHead>();

/** Registers (or replaces, by `name`) a page head; a module calls it when its routes are built. */
export function registerPageHead(name: string, head: PageHead): void {
  heads.set(name, head);
}

/** The names of the registered page heads (the pre-rendered-pages test covers each one). */
export function registeredPageHeads(): string[] {
  return [...heads.keys()];
}

/** The head of the page at `routePath`, or null when no registered page matches or its record is not public. */
export async function pageHeadFor(ctx: Context, routePath: string): Promise<{ title: string; head: string } | null> {
  for (const head of heads.values()) {
    const match = head.pattern.exec(routePath);
    if (match) return head.render(ctx, match);
  }
  return null;
}

/**
 * `index.html` with its `<title>` replaced by `page.title` and `page.head` added before `</head>` (both already
 * escaped HTML). The text goes in through replacement *functions*: a replacement string would read `$&`, `` $` ``,
 * `$'` and `$1` in a record's title as patterns and copy parts of index.html into the page (decision 159).
 * A template without a `<title>` gets one, so the page always has exactly one.
 */
export function withHead(indexHtml: string, page: { title: string; head: string }): string {
  const title = `<title>${page.title}</title>`;
  const hasTitle = /<title>[^<]*<\/title>/.test(indexHtml);
  const titled = hasTitle ? indexHtml.replace(/<title>[^<]*<\/title>/, () => title) : indexHtml.replace('</head>', () => `${title}</head>`);
  return titled.replace('</head>', () => `${page.head}</head>`);
}

/** Escapes text for HTML text and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
