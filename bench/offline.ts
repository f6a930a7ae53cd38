/**
 * Offline timings of the PWA against the production server, in Debian's Chromium (issue "Offline-first data
 * layer"; the functional offline walks are e2e/offline.spec.ts):
 *
 * 1. Cached list with the network off on a repeat visit: visit /taxi-services online (signed in), wait until the
 *    service worker controls the page and the list is rendered and saved in IndexedDB, turn the network off,
 *    reload, and read the page's own clock (`performance.now()`, i.e. since the reload's navigation started) when
 *    the first list card appears. Goal ≤ 1 s.
 * 2. Drain of 100 queued posts: while offline, 100 entries are written straight into the app's IndexedDB outbox
 *    (database 'tamil-community', store 'outbox', the `OutboxEntry` shape of pwa/lib/offline/db.ts), the network is
 *    turned back on, and the time until all 100 are 'sent' is measured; then the server's rows of that member are
 *    counted through the API to check that each post was created exactly once. Goal ≤ 10 s, 0 duplicates.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BENCH_PASSWORD, BENCH_USERS } from './lib/db.ts';
import { taxiBody, type TaxiPage } from './lib/http.ts';

export interface OfflineResult {
  /** ms from navigation start to the first cached card, per repeat (network off). */
  cachedListMs: number[];
  cachedListMedianMs: number;
  /** Whether the "Offline — saved on …" notice was shown (the rows came from IndexedDB, not the API). */
  servedFromCache: boolean;
  drain: {
    posts: number;
    ms: number;
    sent: number;
    failed: number;
    /** Rows the server holds for the member after the drain. */
    serverRows: number;
    duplicates: number;
    missing: number;
    /** True when the page had to be sent an 'online' event by hand (the browser did not fire one). */
    onlineEventDispatched: boolean;
  };
}

const CARD = '.taxi-list__items[role=list] > li';

async function waitForServiceWorkerControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, { timeout: 30_000, polling: 100 });
}

/** Rows saved for the taxi list in the app's IndexedDB (0 when the database or store does not exist yet). */
function cachedRowCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('tamil-community');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cachedRows')) {
            db.close();
            resolve(0);
            return;
          }
          const req = db.transaction('cachedRows').objectStore('cachedRows').count();
          req.onsuccess = () => {
            db.close();
            resolve(req.result);
          };
          req.onerror = () => resolve(0);
        };
      }),
  );
}

/** Counts this member's rows created at or after `since` (ISO), walking the list newest first with the API. */
async function countOwnRowsSince(context: BrowserContext, origin: string, since: number): Promise<{ rows: number; notes: Set<string> }> {
  let cursor: string | null = null;
  let rows = 0;
  const notes = new Set<string>();
  for (let guard = 0; guard < 1000; guard++) {
    const res = await context.request.get(`${origin}/api/taxi-services?limit=100${cursor ? `&cursor=${cursor}` : ''}`, { timeout: 15_000 });
    if (!res.ok()) throw new Error(`GET /api/taxi-services answered ${res.status()}`);
    const page = (await res.json()) as TaxiPage;
    let older = false;
    for (const item of page.items) {
      if (Date.parse(item.createdAt) < since) older = true;
      else if (item.isMine) {
        rows++;
        if (item.additionalNotes) notes.add(item.additionalNotes);
      }
    }
    if (older || !page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return { rows, notes };
}

/** Runs both offline measurements; `repeats` reloads for the cached list, `posts` queued posts to drain. */
export async function benchOffline(browser: Browser, origin: string, opts: { repeats: number; posts: number }): Promise<OfflineResult> {
  const context = await browser.newContext({ serviceWorkers: 'allow', baseURL: origin });
  try {
    const login = await context.request.post('/api/auth/login', {
      data: { email: BENCH_USERS.offline, password: BENCH_PASSWORD },
      headers: { origin },
      timeout: 15_000,
    });
    if (login.status() !== 200) throw new Error(`offline bench: login answered ${login.status()}: ${await login.text()}`);

    const page = await context.newPage();
    await page.goto('/taxi-services', { waitUntil: 'load', timeout: 60_000 });
    await waitForServiceWorkerControl(page);
    await page.locator(CARD).first().waitFor({ timeout: 30_000 });
    const savedBy = Date.now() + 15_000;
    while ((await cachedRowCount(page)) === 0) {
      if (Date.now() > savedBy) throw new Error('offline bench: the list was never saved to IndexedDB');
      await page.waitForTimeout(100);
    }

    // 1. Repeat visits with the network off.
    await context.setOffline(true);
    const cachedListMs: number[] = [];
    for (let i = 0; i < opts.repeats; i++) {
      await page.reload({ waitUntil: 'commit', timeout: 30_000 });
      const handle = await page.waitForFunction((sel) => (document.querySelector(sel) ? performance.now() : 0), CARD, { polling: 'raf', timeout: 30_000 });
      cachedListMs.push((await handle.jsonValue()) as number);
    }
    const servedFromCache = (await page.locator('.saved-on-notice').count()) > 0;

    // 2. Queue posts while offline, straight into the outbox, then reconnect.
    const now = Date.now();
    const entries = Array.from({ length: opts.posts }, (_, i) => ({
      id: crypto.randomUUID(),
      kind: 'taxi-request',
      method: 'POST' as const,
      url: '/api/taxi-services',
      body: taxiBody(`Offline bench post ${i + 1} of ${opts.posts} (${now}).`),
      status: 'waiting' as const,
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: now + i,
      updatedAt: now + i,
    }));
    await page.evaluate(
      (rows) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('tamil-community');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction('outbox', 'readwrite');
            for (const row of rows) tx.objectStore('outbox').put(row);
            tx.oncomplete = () => {
              db.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
      entries,
    );
    const ids: string[] = entries.map((e) => e.id);
    const statusCounts = () =>
      page.evaluate(
        (wanted) =>
          new Promise<Record<string, number>>((resolve, reject) => {
            const open = indexedDB.open('tamil-community');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const db = open.result;
              const req = db.transaction('outbox').objectStore('outbox').getAll();
              req.onsuccess = () => {
                const counts: Record<string, number> = {};
                const set = new Set(wanted);
                for (const e of req.result as { id: string; status: string }[]) if (set.has(e.id)) counts[e.status] = (counts[e.status] ?? 0) + 1;
                db.close();
                resolve(counts);
              };
              req.onerror = () => reject(req.error);
            };
          }),
        ids,
      );

    const started = Date.now();
    await context.setOffline(false);
    let onlineEventDispatched = false;
    let counts: Record<string, number> = {};
    const deadline = started + 120_000;
    for (;;) {
      counts = await statusCounts();
      if ((counts.sent ?? 0) + (counts.failed ?? 0) >= opts.posts) break;
      if (!onlineEventDispatched && Date.now() - started > 3000 && (counts.waiting ?? 0) === opts.posts) {
        // Nothing moved: the browser did not announce the reconnection. Announce it as a real one would.
        onlineEventDispatched = true;
        await page.evaluate(() => window.dispatchEvent(new Event('online')));
      }
      if (Date.now() > deadline) break;
      await page.waitForTimeout(25);
    }
    const ms = Date.now() - started;
    const server = await countOwnRowsSince(context, origin, now - 1000);
    const sent = counts.sent ?? 0;
    return {
      cachedListMs,
      cachedListMedianMs: [...cachedListMs].sort((a, b) => a - b)[Math.floor(cachedListMs.length / 2)] ?? Number.NaN,
      servedFromCache,
      drain: {
        posts: opts.posts,
        ms,
        sent,
        failed: counts.failed ?? 0,
        serverRows: server.rows,
        duplicates: Math.max(0, server.rows - server.notes.size),
        missing: Math.max(0, opts.posts - server.notes.size),
        onlineEventDispatched,
      },
    };
  } finally {
    await context.close().catch(() => undefined);
  }
}
