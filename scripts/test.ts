/**
 * `npm test`: the whole suite, in the order that fits two cores (decision 156), with each step's time:
 *   1. typecheck ‖ lint ‖ import circles ‖ unused dependencies (knip.config.ts) — single-threaded checks side by
 *      side (their output is printed when each ends, so it does not interleave);
 *   2. vitest — the API projects (the suite on PostgreSQL when DATABASE_URL is set, and its PGlite smoke set; on
 *      PGlite alone otherwise), then the PWA and shared projects;
 *   3. the production build — and beside it the e2e run's seeded database (e2e/support/server.ts: a server migrates
 *      and seeds it on one core while the build uses the other) —, then the e2e suite in Chromium, with a server
 *      and a copy of that database per worker.
 * Stops after the first step that fails. Prints a table of the steps' times; with SUITE_TIMES_FILE set, also
 * appends them there as JSON lines (`{"section":"npm test › vitest","seconds":…}`) for .ci/run and
 * scripts/suite-time.ts.
 *
 *   npm test                       everything
 *   npm test -- --only vitest:api,e2e  some steps only (typecheck, lint, cycles, deps, vitest:api, vitest:pwa, build, e2e)
 */
import { spawn } from 'node:child_process';
import { appendFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prepareSeededDataDir, TEMPLATE_ENV } from '../e2e/support/server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIN = path.join(ROOT, 'node_modules/.bin');

interface Step {
  name: string;
  command: string[];
}

/** Steps of one phase run side by side; phases run one after another. */
const PHASES: Step[][] = [
  [
    { name: 'typecheck', command: ['tsc', '-p', '.'] },
    { name: 'lint', command: ['eslint', '.'] },
    { name: 'cycles', command: ['node', 'scripts/import-cycles.ts'] },
    { name: 'deps', command: ['knip', '--no-progress'] },
  ],
  // Two runs: the API projects in four processes that keep their modules loaded between files (they wait on timers
  // and sockets part of the time), then the PWA and shared projects, CPU-bound and isolated, in two (decision 156).
  [{ name: 'vitest:api', command: ['vitest', 'run', '--project', 'api*', '--maxWorkers', '4'] }],
  [{ name: 'vitest:pwa', command: ['vitest', 'run', '--project', 'pwa', '--project', 'shared', '--maxWorkers', '2'] }],
  [{ name: 'build', command: ['vite', 'build'] }],
  [{ name: 'e2e', command: ['playwright', 'test'] }],
];

const { values } = parseArgs({ options: { only: { type: 'string' } }, strict: true });
const only = values.only ? new Set(values.only.split(',').map((s) => s.trim())) : null;
if (only) {
  const known = new Set(PHASES.flat().map((s) => s.name));
  const unknown = [...only].filter((name) => !known.has(name));
  if (unknown.length) throw new Error(`--only: unknown step(s) ${unknown.join(', ')}; steps are ${[...known].join(', ')}`);
}

/** Runs one step; `buffered`: keep its output and print it in one piece when it ends. Resolves to its exit code. */
function run(step: Step, buffered: boolean): Promise<{ code: number; seconds: number }> {
  const started = performance.now();
  const [bin, ...args] = step.command;
  const child = spawn(path.join(BIN, bin!), args, { cwd: ROOT, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (c: Buffer) => chunks.push(c));
  child.stderr?.on('data', (c: Buffer) => chunks.push(c));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      if (buffered) {
        process.stdout.write(`\n── ${step.name} (${seconds.toFixed(0)} s) ──\n`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve({ code: code ?? (signal ? 1 : 0), seconds });
    });
  });
}

const times: { name: string; seconds: number; ok: boolean }[] = [];
const started = performance.now();
let failed: string | undefined;
let template: string | undefined;
for (const phase of PHASES) {
  const steps = phase.filter((s) => !only || only.has(s.name));
  if (!steps.length) continue;
  if (steps.length === 1) process.stdout.write(`\n── ${steps[0]!.name} ──\n`);
  // The e2e run's seeded database is made beside the build (the e2e global set-up takes it instead of making it).
  const seeding = steps.some((s) => s.name === 'build') && (!only || only.has('e2e')) ? prepareSeededDataDir() : undefined;
  const results = await Promise.all(steps.map((s) => run(s, steps.length > 1)));
  if (seeding) {
    template = await seeding.catch((err: unknown) => {
      console.error('\nThe e2e database could not be seeded:', err);
      return undefined;
    });
    if (template) process.env[TEMPLATE_ENV] = template;
    else {
      steps.push({ name: 'e2e seed', command: [] });
      results.push({ code: 1, seconds: 0 });
    }
  }
  steps.forEach((s, i) => times.push({ name: s.name, seconds: results[i]!.seconds, ok: results[i]!.code === 0 }));
  const bad = steps.filter((_, i) => results[i]!.code !== 0).map((s) => s.name);
  if (bad.length) {
    failed = bad.join(', ');
    break;
  }
}
const total = (performance.now() - started) / 1000;
if (template) rmSync(template, { recursive: true, force: true });

console.log('\nnpm test — time per step (steps of one line ran side by side)');
for (const t of times) console.log(`  ${t.name.padEnd(10)} ${t.seconds.toFixed(0).padStart(5)} s  ${t.ok ? 'ok' : 'FAILED'}`);
console.log(`  ${'total'.padEnd(10)} ${total.toFixed(0).padStart(5)} s`);
if (process.env.SUITE_TIMES_FILE) {
  for (const t of times) appendFileSync(process.env.SUITE_TIMES_FILE, `${JSON.stringify({ section: `npm test › ${t.name}`, seconds: Math.round(t.seconds), ok: t.ok })}\n`);
}
if (failed) {
  console.error(`\nnpm test failed: ${failed}`);
  process.exitCode = 1;
}
