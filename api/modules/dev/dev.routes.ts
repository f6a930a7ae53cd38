import { devContract } from '#shared/dev/contract.ts';
import { bindRoute, type RouteDef } from '../../http/route.ts';
import type { StoredMail } from '../../services/mail.ts';
import type { ModuleDeps } from '../module.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export const escapeHtml = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+[^\s<>"'`.,;:!?)\]]/g;

/**
 * Escapes plain text for HTML and turns every http(s) URL in it into a link. The text is split on URLs first
 * and each part escaped, so nothing in the text can become markup; only http and https links are made.
 */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}" rel="noreferrer">${escapeHtml(url)}</a>`;
    last = (match.index ?? 0) + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

function renderMail(mail: StoredMail): string {
  return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<dl><dt>Date</dt><dd><time datetime="${escapeHtml(mail.date)}">${escapeHtml(mail.date)}</time></dd>
<dt>From</dt><dd>${escapeHtml(mail.from)}</dd><dt>To</dt><dd>${escapeHtml(mail.to)}</dd></dl>
<pre>${linkify(mail.text)}</pre>
${mail.html ? `<details><summary>HTML source</summary><pre>${escapeHtml(mail.html)}</pre></details>` : ''}
</article>`;
}

/** The whole outbox page (mails newest first); every value from a mail is escaped. */
export function renderOutbox(mails: StoredMail[]): string {
  const body = mails.length ? mails.map(renderMail).join('\n') : '<p>The outbox is empty.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development outbox (${mails.length})</title>
<style>body{font-family:system-ui,"Noto Sans Tamil",sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:.5rem;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;word-break:break-word}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}</style></head>
<body><h1>Development outbox</h1>
<p>Mail is not sent while <code>SMTP_URL</code> is unset; it is kept here instead (newest first).
<a href="/dev/outbox.json">JSON</a></p>
${body}
</body></html>`;
}

/**
 * Development-only routes (the module is mounted only when NODE_ENV is not production):
 * - `GET /dev/outbox` → HTML page of the development outbox, newest first, values escaped, links clickable.
 * - `GET /dev/outbox.json` → 200 `StoredMail[]` (`{id, from, to, subject, text, html?, date}`), newest first.
 * Method, path, access and schemas are the contract's (shared/dev/contract.ts, decision 182).
 */
export function devRoutes({ mailer }: ModuleDeps): RouteDef[] {
  const endpoints = devContract.endpoints;
  return [
    bindRoute(endpoints.outbox, {
      async handler(ctx) {
        ctx.set('Cache-Control', 'no-store');
        ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'");
        ctx.type = 'html';
        ctx.body = renderOutbox(await mailer.listOutbox());
      },
    }),
    bindRoute(endpoints.outboxJson, {
      async handler(ctx) {
        ctx.set('Cache-Control', 'no-store');
        return mailer.listOutbox();
      },
    }),
  ];
}
