/**
 * Developer commands: `node api/cli.ts migration:create` diffs the entities against the migrated schema and
 * writes a new migration into api/db/migrations (run it after changing an entity, then commit the file).
 */
import { migrateUp } from './db/orm.ts';
import { openOrm } from './registry.ts';

const command = process.argv[2];
if (command !== 'migration:create') {
  console.error('usage: node api/cli.ts migration:create');
  process.exit(2);
}
const orm = await openOrm({ pgliteDir: 'memory://' });
try {
  await migrateUp(orm);
  const result = await orm.migrator.create();
  console.log(result.fileName ? `created ${result.fileName}` : 'no changes: the schema already matches the entities');
} finally {
  await orm.close(true);
}
