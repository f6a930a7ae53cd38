import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSchema } from '../registry.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { loadMigrations, MIGRATIONS_PATH } from './orm.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('committed migrations', () => {
  it('produce exactly the schema the entities describe (run `npm run migration:create` after changing an entity)', async () => {
    const drift = await t.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(drift.trim()).toBe('');
  });
});

describe('migrations of a feature folder (decision 183)', () => {
  const write = (folder: string, name: string) =>
    writeFileSync(path.join(folder, `${name}.ts`), `import { Migration } from '@mikro-orm/migrations';\nexport class ${name} extends Migration { override up(): void {} }\n`);

  it('are loaded with the committed ones in one order, by name; a name in two folders throws', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'feature-migrations-'));
    try {
      write(folder, 'Migration20261121000001_feature_early');
      write(folder, 'Migration29991231000000_feature_late');
      write(folder, 'Migration20261121000002'); // as migration:create names it
      writeFileSync(path.join(folder, 'notes.ts'), 'export {};\n');
      const names = (await loadMigrations([MIGRATIONS_PATH, folder, path.join(folder, 'missing')])).map((m) => m.name);
      expect(names[0]).toBe('Migration20261121000000_initial');
      expect(names[1]).toBe('Migration20261121000001_feature_early');
      expect(names[2]).toBe('Migration20261121000002');
      expect(names.at(-1)).toBe('Migration29991231000000_feature_late');
      expect(names).toEqual([...names].sort());
      expect(names).not.toContain('notes');
      await expect(loadMigrations([folder, folder])).rejects.toThrow('Migration20261121000001_feature_early exists twice');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('include every module folder the registry declares', async () => {
    const applied = (await t.orm.em.getConnection().execute('select name from mikro_orm_migrations')) as { name: string }[];
    const declared = await loadMigrations(appSchema.migrationFolders ?? []);
    expect(applied.map((row) => row.name)).toEqual(expect.arrayContaining(declared.map((m) => m.name)));
  });
});
