/**
 * What the pre-rendered first paint and the server agree on (docs/decisions/065-pre-rendered-first-paint.md).
 * No imports: read by the PWA, the build (vite.config.ts) and the API server alike.
 */

/**
 * Cookie mirroring localStorage `preferredLanguage` (shared/constants.ts LANGUAGE_STORAGE_KEY), written by the
 * PWA whenever the language is set and by {@link BOOT_SCRIPT} on every page load; the server reads it to send the
 * pre-rendered page in that language (absent or unknown → Tamil). Not a secret, not httpOnly.
 */
export const LANGUAGE_COOKIE = 'tc_lang';

/** A year, in seconds (the language cookie's max-age). */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Readable cookie the API keeps in step with the session (api/http/member-hint.ts): `1` while this browser has a
 * signed-in session. It is the PWA's hint that asking GET /api/auth/user is worthwhile: without it the visitor is a
 * guest and is not asked (the spec'd 401 would be printed by the browser as a console error on every page for
 * every guest; decision 067). Never who is signed in, never a credential.
 */
export const MEMBER_HINT_COOKIE = 'tc_member';

/**
 * Global the boot script leaves the early session request in: a Promise of the Response — its body already read
 * (see {@link BOOT_SCRIPT}) — or of the Error a failed fetch gave, consumed once by pwa/lib/session.ts.
 */
export const EARLY_SESSION_GLOBAL = '__tcSession';

/**
 * `name` of the `<meta>` tags a pre-rendered page carries before its boot script, one per first-screen GET (a
 * list's first page; pwa/lib/api/first-screen-requests.tsx): `content` is the path. {@link BOOT_SCRIPT} starts each
 * request at once, beside the JavaScript — its own `fetch`, not `<link rel=preload as=fetch>`, which Chromium never
 * completes for a `no-store` answer such as a member's list (decision 162).
 */
export const FIRST_SCREEN_DATA_META = 'tc-first-screen';

/**
 * Global the boot script leaves the first-screen requests in: path → Promise of the Response (or of the Error a
 * failed fetch gave), each taken at most once by pwa/lib/api/early-data.ts.
 */
export const EARLY_DATA_GLOBAL = '__tcData';

/**
 * Attribute of the `<link rel="modulepreload">` that names the app's entry module in a built page (vite.config.ts
 * puts it there instead of a `<script type="module">`): {@link BOOT_SCRIPT} imports it once the page has painted.
 */
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';

/**
 * The longest wait for the first paint before the app starts anyway, in milliseconds (decision 150, amended): an
 * animation frame never comes in a tab opened in the background, and headless Chromium with both cores busy held
 * frames back for 9 s. After a paint, which on a phone comes within a few frames, the app starts at once.
 */
export const PAINT_WAIT_MAX_MS = 1000;

/**
 * Inline classic script at the top of every page's <head> (pwa/index.html and the pre-rendered pages, put there by
 * the build):
 * - mirrors the stored language into {@link LANGUAGE_COOKIE};
 * - when {@link MEMBER_HINT_COOKIE} says a session exists, starts GET /api/auth/user before any JavaScript module has
 *   loaded;
 * - starts the GET of every {@link FIRST_SCREEN_DATA_META} path the page names (the tags come before this script);
 * - reads each of these answers' bodies at once and keeps a Response made of the bytes: a page that never takes an
 *   answer (a member's session on /auth) must not leave its request open — with `Cache-Control: no-store` Chromium
 *   finishes a request only when its body is read, and the page never went idle (decision 162);
 * - once the document is parsed and the browser has painted it (or {@link PAINT_WAIT_MAX_MS} later at the latest),
 *   imports the app's entry module (the {@link APP_ENTRY_ATTRIBUTE} link). The module is preloaded from the start, but a module script would run
 *   before the first paint whenever it has already arrived (a cache, a fast network), and a slow phone would show
 *   nothing until React had hydrated the page (docs/decisions/150).
 *
 * The server allows exactly this text in its Content-Security-Policy by its SHA-256 hash
 * (api/http/security-headers.ts), so it must stay byte-identical.
 */
export const BOOT_SCRIPT =
  `(function(){try{var l=localStorage.getItem("preferredLanguage");` +
  `if(l==="ta"||l==="en")document.cookie="${LANGUAGE_COOKIE}="+l+"; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax";` +
  `var g=function(u){return fetch(u,{credentials:"include",headers:{Accept:"application/json"}}).then(function(r){` +
  `return r.blob().then(function(b){return new Response(r.status===204||r.status===304?null:b,` +
  `{status:r.status,statusText:r.statusText,headers:r.headers})})}).catch(function(e){return e})};` +
  `if(/(^|; )${MEMBER_HINT_COOKIE}=1/.test(document.cookie))window.${EARLY_SESSION_GLOBAL}=g("/api/auth/user");` +
  `var d=window.${EARLY_DATA_GLOBAL}={},m=document.querySelectorAll('meta[name="${FIRST_SCREEN_DATA_META}"]');` +
  `for(var i=0;i<m.length;i++)d[m[i].content]=g(m[i].content)}catch(e){}` +
  `document.addEventListener("DOMContentLoaded",function(){var s=0,f=function(){if(s)return;s=1;` +
  `var e=document.querySelector("link[${APP_ENTRY_ATTRIBUTE}]");if(e)import(e.href)};` +
  `requestAnimationFrame(function(){setTimeout(f,0)});setTimeout(f,${PAINT_WAIT_MAX_MS})})})();`;

/**
 * `performance.mark` the PWA sets just before React renders or hydrates the first screen (pwa/main.tsx): the
 * JavaScript and CSS requested before it are what the first screen needs — the budget `npm run bench` checks
 * (decision 066); what is requested later loads after the first paint or on first use.
 */
export const FIRST_RENDER_MARK = 'tc:first-render';
