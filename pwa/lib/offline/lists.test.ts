import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetOfflineDbForTests, offlineDb } from './db.ts';
import { defineOfflineList, readListMeta, readListSnapshot, saveListSnapshot, setQuotaExceededHandler } from './lists.ts';

interface Row {
  id: string;
  n: number;
}
const list = defineOfflineList<Row>({
  name: 'test-rows',
  queryKey: ['test-rows'],
  fetchPage: async () => ({ items: [], nextCursor: null, total: 0 }),
  getId: (r) => r.id,
  cap: 5,
});
const rows = (count: number, from = 0): Row[] => Array.from({ length: count }, (_, i) => ({ id: `r${from + i}`, n: from + i }));

beforeEach(() => {
  resetOfflineDbForTests();
});

describe('offline list cache', () => {
  it('stores rows in API order with when they were saved and the total', async () => {
    await saveListSnapshot(list, rows(3), { total: 42, nextCursor: 'abc' }, 1_700_000_000_000);
    expect(await readListSnapshot<Row>('test-rows')).toEqual(rows(3));
    expect(await readListMeta('test-rows')).toEqual({ list: 'test-rows', savedAt: 1_700_000_000_000, total: 42, nextCursor: 'abc', viewerId: null });
  });

  it('shows what only its viewer may see to that viewer alone (docs/decisions/071)', async () => {
    const mine = defineOfflineList<Row & { isMine: boolean }>({
      name: 'mine-rows',
      queryKey: ['mine-rows'],
      fetchPage: async () => ({ items: [], nextCursor: null, total: 0 }),
      getId: (r) => r.id,
      forOtherViewer: (r) => ({ ...r, isMine: false }),
    });
    const saved = [{ id: 'a', n: 1, isMine: true }, { id: 'b', n: 2, isMine: false }];
    await saveListSnapshot(mine, saved, { total: 2, nextCursor: null, viewerId: 'user-a' });
    expect((await readListMeta('mine-rows'))?.viewerId).toBe('user-a');
    // the member it was fetched for: as saved
    expect(await readListSnapshot('mine-rows', undefined, { def: mine, viewerId: 'user-a' })).toEqual(saved);
    // another member, a guest, or a viewer not known yet: nobody's own request
    for (const viewerId of ['user-b', null, undefined]) {
      const seen = await readListSnapshot<Row & { isMine: boolean }>('mine-rows', undefined, { def: mine, viewerId });
      expect(seen.map((r) => r.isMine)).toEqual([false, false]);
    }
    // a snapshot saved before viewers were recorded belongs to nobody
    await offlineDb().listMeta.update('mine-rows', { viewerId: undefined });
    expect((await readListSnapshot<Row & { isMine: boolean }>('mine-rows', undefined, { def: mine, viewerId: 'user-a' })).map((r) => r.isMine)).toEqual([false, false]);
  });

  it('keeps at most `cap` rows, dropping the oldest', async () => {
    await saveListSnapshot(list, rows(8), { total: 8, nextCursor: null });
    const cached = await readListSnapshot<Row>('test-rows');
    expect(cached.map((r) => r.id)).toEqual(['r0', 'r1', 'r2', 'r3', 'r4']);
  });

  it('replaces the previous snapshot instead of mixing old and new rows', async () => {
    await saveListSnapshot(list, rows(4), { total: 4, nextCursor: null });
    await saveListSnapshot(list, rows(2, 10), { total: 2, nextCursor: null });
    expect((await readListSnapshot<Row>('test-rows')).map((r) => r.id)).toEqual(['r10', 'r11']);
  });

  it('writes only what `toCache` keeps (e.g. no contact numbers on the device)', async () => {
    const secretive = defineOfflineList<Row & { secret?: string }>({
      name: 'secretive',
      queryKey: ['secretive'],
      fetchPage: async () => ({ items: [], nextCursor: null, total: 0 }),
      getId: (r) => r.id,
      toCache: ({ secret: _secret, ...rest }) => rest,
    });
    await saveListSnapshot(secretive, [{ id: 'a', n: 1, secret: '+94771234567' }], { total: 1, nextCursor: null });
    expect(await readListSnapshot('secretive')).toEqual([{ id: 'a', n: 1 }]);
  });

  it('reports a full storage quota instead of throwing', async () => {
    const onFull = vi.fn();
    setQuotaExceededHandler(onFull);
    const spy = vi.spyOn(offlineDb().cachedRows, 'bulkPut').mockRejectedValueOnce(Object.assign(new Error('full'), { name: 'QuotaExceededError' }));
    await expect(saveListSnapshot(list, rows(1), { total: 1, nextCursor: null })).resolves.toBeUndefined();
    expect(onFull).toHaveBeenCalledOnce();
    spy.mockRestore();
  });
});
