/**
 * Import circles (ARCHITECTURE.md, "Import rules"): no module of the project may import itself back through other
 * modules. dependency-cruiser walks the import graph once — what eslint-plugin-import-x's no-cycle rule did per
 * file, at a third of the lint time (decision 156). Type-only imports are left out, as that rule left them out
 * (`tsPreCompilationDeps: false`: the graph after TypeScript has erased them); packages are not followed.
 * Exits 1 listing each circle.
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
    ruleSet: { forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }] },
    tsPreCompilationDeps: false,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '^pwa/route-tree\\.gen\\.ts$', '^pwa/locales/', '\\.d\\.ts$'] },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['types', 'import', 'module', 'default', 'require'] },
  },
  { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
);
const result = output as ICruiseResult;
const circles = result.summary.violations.filter((v) => v.rule.name === 'no-circular');
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (circles.length) {
  console.error(`${circles.length} import circle(s) in ${result.summary.totalCruised} modules:`);
  for (const circle of circles) console.error(`  ${circle.from} → ${(circle.cycle ?? []).map((step) => step.name).join(' → ')}`);
  process.exitCode = 1;
} else {
  console.log(`No import circles in ${result.summary.totalCruised} modules (${seconds} s).`);
}
