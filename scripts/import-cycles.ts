/**
 * Import circles and the infrastructure's direction (ARCHITECTURE.md, "Import rules"), in one walk of the import
 * graph by dependency-cruiser — what eslint-plugin-import-x's no-cycle rule did per file, at a third of the lint
 * time (decision 156):
 * - `no-circular`: no file of the project may import itself back through other files. Type-only imports count
 *   (`tsPreCompilationDeps: true`, decision 175): a circle through `import type` still ties the files' design
 *   together, and it hid one of 82 files (api/db/orm.ts → the module registry → every module → `type Orm`).
 * - `infrastructure-imports-no-feature`: nothing under api/db, api/http, api/lib or api/services imports a feature
 *   (api/modules/**) or the composition root that lists them (api/registry.ts); features implement the interfaces
 *   infrastructure declares, and api/app.ts, api/registry.ts and api/seed.ts put them together (decision 175).
 *   Tests and the test-only database helpers are exempt: they compose the app as the harness does.
 * Packages are not followed. Exits 1 listing each violation.
 *
 *   node scripts/import-cycles.ts
 */
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCES = ['api', 'pwa', 'shared', 'e2e', 'bench', 'ops', 'scripts'];

process.chdir(ROOT);
const started = performance.now();
const { output } = await cruise(
  SOURCES,
  {
    validate: true,
    ruleSet: {
      forbidden: [
        { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
        {
          name: 'infrastructure-imports-no-feature',
          severity: 'error',
          from: { path: '^api/(db|http|lib|services)/', pathNot: ['\\.test\\.tsx?$', '^api/lib/jobs/test-support\\.ts$', '^api/lib/search/search-fixture\\.db\\.ts$'] },
          to: { path: ['^api/modules/', '^api/registry\\.ts$'] },
        },
      ],
    },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '^pwa/route-tree\\.gen\\.ts$', '^pwa/locales/', '\\.d\\.ts$'] },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['types', 'import', 'module', 'default', 'require'] },
  },
  { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
);
const result = output as ICruiseResult;
const circles = result.summary.violations.filter((v) => v.rule.name === 'no-circular');
const inward = result.summary.violations.filter((v) => v.rule.name === 'infrastructure-imports-no-feature');
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (circles.length) {
  console.error(`${circles.length} import circle(s) in ${result.summary.totalCruised} modules (type imports count):`);
  for (const circle of circles) console.error(`  ${circle.from} → ${(circle.cycle ?? []).map((step) => step.name).join(' → ')}`);
}
if (inward.length) {
  console.error(`${inward.length} infrastructure file(s) importing a feature or the composition root (decision 175):`);
  for (const v of inward) console.error(`  ${v.from} → ${v.to}`);
}
if (circles.length || inward.length) process.exitCode = 1;
else console.log(`No import circles (type imports included) and no infrastructure file importing a feature, in ${result.summary.totalCruised} modules (${seconds} s).`);
