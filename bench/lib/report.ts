/** Plain-text tables for the benchmark's output (the same numbers go to bench/results/latest.json). */

/** Formats rows as a Markdown table (readable in a terminal and pasteable into the README). */
export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = rows.map((r) => r.map(String));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => (r[i] ?? '').length)));
  const numeric = headers.map((_, i) => cells.length > 0 && cells.every((r) => /^[-+]?[\d.,]+( ?(ms|s|%|×|kB))?$|^—$/.test(r[i] ?? '')));
  const line = (r: string[]) => `| ${r.map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (numeric[i] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(headers), rule, ...cells.map(line)].join('\n');
}

export const ms = (v: number) => (Number.isFinite(v) ? `${v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : Math.round(v)} ms` : '—');
export const int = (v: number) => (Number.isFinite(v) ? Math.round(v).toLocaleString('en-GB') : '—');
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const pct = (v: number | null) => (v === null || !Number.isFinite(v) ? '—' : `${Math.round(v * 100)}%`);
export const ratio = (v: number) => (Number.isFinite(v) ? `${v.toFixed(2)}×` : '—');

/** A target of budgets.json and whether the run met it. */
export interface Check {
  name: string;
  target: string;
  actual: string;
  pass: boolean | null;
  note?: string;
}

export function checksTable(checks: Check[]): string {
  return table(
    ['target', 'goal', 'measured', 'result'],
    checks.map((c) => [c.name, c.target, c.actual, c.pass === null ? `not checked${c.note ? ` (${c.note})` : ''}` : c.pass ? 'met' : `NOT met${c.note ? ` (${c.note})` : ''}`]),
  );
}
