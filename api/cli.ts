/**
 * Developer commands: `node api/cli.ts migration:create [module]` diffs the entities against a database migrated
 * with every committed migration and writes a new migration — into the module's own folder when a module that
 * declares `migrations` is named (decision 183), else into api/db/migrations. Run it after changing an entity, then
 * commit the file.
 */
import { MIGRATIONS_PATH, migrateUp } from './db/orm.ts';
import { modules, openOrm } from './registry.ts';

const [command, moduleName] = process.argv.slice(2);
if (command !== 'migration:create') {
  console.error('usage: node api/cli.ts migration:create [module]');
  process.exit(2);
}
const folder = moduleName === undefined ? MIGRATIONS_PATH : modules.find((module) => module.name === moduleName)?.migrations;
if (!folder) {
  console.error(`no module named ${moduleName} declares a migrations folder (api/modules/module.ts, decision 183)`);
  process.exit(2);
}
const orm = await openOrm({ pgliteDir: 'memory://' });
try {
  await migrateUp(orm);
  const result = await orm.migrator.create(folder);
  console.log(result.fileName ? `created ${result.fileName} in ${folder}` : 'no changes: the schema already matches the entities');
} finally {
  await orm.close(true);
}
