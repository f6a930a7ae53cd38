/**
 * Lighthouse 13 (the npm package's CLI, run with the project's Node) with its mobile configuration — emulated
 * mid-range phone, simulated slow 4G — on Debian's Chromium with a fresh profile. The CPU slowdown is calibrated to
 * this machine (see {@link cpuMultiplierFor}; docs/decisions/149-lighthouse-cpu-calibration.md) unless a fixed one is
 * given. Each page is run `runs` times and the run with the median performance score is kept (Lighthouse's own
 * advice for variable machines).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/browser.ts';
import { PROJECT_NODE, ROOT } from './lib/processes.ts';

export interface LighthouseResult {
  route: string;
  /** 0–100. */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Scores of every run, to show the spread. */
  runScores: number[];
  /** The CPU slowdown the runs used, and this machine's benchmarkIndex in the kept run. */
  cpuMultiplier: number;
  benchmarkIndex: number;
}

interface Lhr {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
}

/**
 * The CPU slowdown that makes this machine behave like Lighthouse's target, a mid-tier phone, from its
 * `benchmarkIndex` — the formula of the calculator Lighthouse's throttling guide points to
 * (lighthouse-cpu-throttling-calculator): 800 → 2×, 1300 → 3×, 1533 → 4× (the default, meant for a high-end
 * desktop), 2000 → 6×; below 800, 1× at 150. Lighthouse's own default of 4× assumes a host of ~1500: on a slower one
 * it emulates a slower phone than the target, on a faster one a faster phone. Above the calculator's range (2,000)
 * the slowdown grows in proportion to the index, so the emulated phone stays the one of its last point (an index of
 * ~333): its straight line would emulate an ever slower phone (13× for 3,625; docs/decisions/154).
 */
export function cpuMultiplierFor(benchmarkIndex: number): number {
  if (benchmarkIndex > 2000) return (6 * benchmarkIndex) / 2000;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

async function runOnce(url: string, workDir: string, n: number, cpuMultiplier: number): Promise<Lhr & { file: string }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'tc-lh-profile-'));
  const output = path.join(workDir, `lighthouse-${n}.json`);
  try {
    const child = spawn(
      PROJECT_NODE,
      [
        path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance',
        '--quiet',
        `--chrome-flags=${[...CHROMIUM_ARGS, `--user-data-dir=${profile}`].join(' ')}`,
        '--max-wait-for-load=45000',
        `--throttling.cpuSlowdownMultiplier=${cpuMultiplier.toFixed(2)}`,
      ],
      { cwd: ROOT, env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let err = '';
    child.stderr!.on('data', (c: Buffer) => (err = (err + c.toString()).slice(-4000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    const [code] = (await once(child, 'exit')) as [number | null];
    clearTimeout(timer);
    if (code !== 0) throw new Error(`lighthouse exited with ${code}: ${err}`);
    const lhr = JSON.parse(readFileSync(output, 'utf8')) as Lhr;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return Object.assign(lhr, { file: output });
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

let counter = 0;

/**
 * Runs Lighthouse on `origin + route` `runs` times; returns the median run by performance score. Its full report
 * is kept as bench/results/lighthouse-<route>.json (git-ignored) for a look at the audits.
 */
export async function lighthouseRoute(origin: string, route: string, runs: number, workDir: string, cpuMultiplier: number): Promise<LighthouseResult> {
  const results: (Lhr & { file: string })[] = [];
  for (let i = 0; i < runs; i++) results.push(await runOnce(origin + route, workDir, ++counter, cpuMultiplier));
  const score = (r: Lhr) => Math.round((r.categories.performance.score ?? 0) * 100);
  const sorted = [...results].sort((a, b) => score(a) - score(b));
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const keep = path.join(ROOT, 'bench/results', `lighthouse${route === '/' ? '-home' : route.replace(/[^a-z0-9]+/gi, '-')}.json`);
  mkdirSync(path.dirname(keep), { recursive: true });
  copyFileSync(median.file, keep);
  const metric = (id: string) => median.audits[id]?.numericValue ?? Number.NaN;
  return {
    route,
    performance: score(median),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcpMs: metric('first-contentful-paint'),
    speedIndexMs: metric('speed-index'),
    runScores: results.map(score),
    cpuMultiplier,
    benchmarkIndex: median.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/**
 * This machine's Lighthouse `benchmarkIndex`: the median of `runs` runs on `origin + route` (it varies by ±30 % from
 * run to run on a shared machine), and the CPU slowdown {@link cpuMultiplierFor} derives from it.
 */
export async function calibrateCpu(origin: string, route: string, runs: number, workDir: string): Promise<{ benchmarkIndex: number; cpuMultiplier: number; samples: number[] }> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push((await runOnce(origin + route, workDir, ++counter, 4)).environment?.benchmarkIndex ?? Number.NaN);
  const sorted = samples.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) throw new Error('lighthouse: no benchmarkIndex in the calibration runs');
  const benchmarkIndex = sorted[Math.floor(sorted.length / 2)]!;
  return { benchmarkIndex, cpuMultiplier: cpuMultiplierFor(benchmarkIndex), samples };
}
