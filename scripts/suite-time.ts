/**
 * `npm run suite:time` — how long CI takes, as CI runs it: clones the committed HEAD into a temporary folder, runs
 * `.ci/run` there (`npm ci` included) and reads the time of each section and of each `npm test` step
 * (SUITE_TIMES_FILE, written by .ci/run and scripts/test.ts). Several runs one after another also prove the suite
 * is not flaky (decision 156 asks for three). Prints min / median / max per section and the budget check; writes
 * bench/results/suite-<date>.json. Exits 1 when a run fails or any run's total is over the budget.
 *
 *   npm run suite:time                 one clean-clone run
 *   npm run suite:time -- --runs 3     three in a row
 *   options: --budget-minutes N (default 20)  --keep (keep the clones and logs)
 */
import { spawn, execFileSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '1' }, 'budget-minutes': { type: 'string', default: '20' }, keep: { type: 'boolean', default: false } },
  strict: true,
});
const runs = Number(args.runs);
const budgetSeconds = Number(args['budget-minutes']) * 60;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number');

const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).trim();
if (dirty) console.log('Note: uncommitted changes are not measured — the clone has the committed HEAD only.');

interface Run {
  ok: boolean;
  sections: Record<string, number>;
  log: string;
}

async function once(n: number): Promise<Run> {
  const work = mkdtempSync(path.join(tmpdir(), `tc-suite-${n}-`));
  const clone = path.join(work, 'repo');
  const timesFile = path.join(work, 'times.jsonl');
  const logFile = path.join(work, 'ci.log');
  execFileSync('git', ['clone', '--quiet', ROOT, clone]);
  execFileSync('git', ['checkout', '--quiet', commit], { cwd: clone });
  console.log(`\nrun ${n}/${runs}: .ci/run in ${clone} (log: ${logFile})`);
  const log = createWriteStream(logFile);
  const child = spawn(path.join(clone, '.ci/run'), [], { cwd: clone, env: { ...process.env, SUITE_TIMES_FILE: timesFile }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  log.end();
  const sections: Record<string, number> = {};
  try {
    for (const line of readFileSync(timesFile, 'utf8').split('\n').filter(Boolean)) {
      const { section, seconds } = JSON.parse(line) as { section: string; seconds: number };
      sections[section] = seconds;
    }
  } catch {
    // no times: the run failed before its first section ended
  }
  console.log(`run ${n}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${sections.total ?? '?'} s`);
  if (!args.keep && code === 0) rmSync(work, { recursive: true, force: true });
  return { ok: code === 0, sections, log: logFile };
}

const results: Run[] = [];
for (let n = 1; n <= runs; n++) results.push(await once(n));

const names = [...new Set(results.flatMap((r) => Object.keys(r.sections)))];
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0]!, median: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)! };
};
console.log(`\nSuite time of ${commit.slice(0, 10)} over ${runs} clean-clone run(s), seconds (min / median / max)`);
for (const name of names) {
  const values = results.map((r) => r.sections[name]).filter((v): v is number => v !== undefined);
  const { min, median, max } = stats(values);
  console.log(`  ${String(min).padStart(5)} ${String(median).padStart(5)} ${String(max).padStart(5)}  ${name}`);
}
const totals = results.map((r) => r.sections.total ?? Number.POSITIVE_INFINITY);
const over = totals.filter((t) => t > budgetSeconds).length;
const failed = results.filter((r) => !r.ok);
console.log(`\nBudget ${budgetSeconds / 60} min: ${over ? `${over} run(s) OVER` : 'every run within it'}; ${failed.length ? `${failed.length} run(s) FAILED (logs: ${failed.map((r) => r.log).join(', ')})` : 'all green'}.`);

const out = path.join(ROOT, 'bench/results', `suite-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify({ commit, budgetSeconds, runs: results.map((r) => ({ ok: r.ok, sections: r.sections })) }, null, 2)}\n`);
console.log(`Written to ${path.relative(ROOT, out)}`);
if (over || failed.length) process.exitCode = 1;
