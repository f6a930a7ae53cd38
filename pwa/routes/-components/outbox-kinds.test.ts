// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUTBOX_KIND_LABELS } from './outbox-kinds.ts';

// The /outbox screen names every kind of post a feature can queue (decision 179): a new kind without a label would
// show as "Other post".
const FEATURES = path.resolve(import.meta.dirname, '../../features');

/** Every `…_OUTBOX_KIND = '…'` declared in a feature's api/ folder. */
function declaredKinds(): string[] {
  return readdirSync(FEATURES).flatMap((feature) => {
    const api = path.join(FEATURES, feature, 'api');
    if (!existsSync(api)) return [];
    return readdirSync(api)
      .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.')).flatMap((f) => [...readFileSync(path.join(api, f), 'utf8').matchAll(/_OUTBOX_KIND = '([^']+)'/g)].map((m) => m[1]!));
  });
}

describe('OUTBOX_KIND_LABELS', () => {
  it('labels every kind a feature queues', () => {
    const kinds = declaredKinds();
    expect(kinds.length).toBeGreaterThanOrEqual(13);
    expect(kinds.filter((kind) => !OUTBOX_KIND_LABELS[kind])).toEqual([]);
  });
});
