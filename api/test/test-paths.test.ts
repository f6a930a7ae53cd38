import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Tests take their request paths from the endpoint contracts (docs/decisions/182-endpoint-contracts.md, "Tests"):
 * `call(client, contract.endpoints.x, …)` (api/test/call.ts) or `endpointPath(endpoint, …)`. A path that is on purpose
 * not an endpoint (an unknown route, a traversal attempt, a constant held to the contract by a test) says so on its
 * line: `// not a contract path: <why>`.
 */
const root = path.resolve(import.meta.dirname, '../..');
const TEST_FILE = /(\.test\.tsx?|\.spec\.ts|\.test-support\.ts|\.test-samples\.ts)$/;
const TEST_DIRS = ['api/test', 'e2e'];
const LITERAL = /['"`]\/api\//;

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes('node_modules'));
}

/** Every test file of the API, the PWA and the e2e suite, and the tests' support files. */
function testFiles(): string[] {
  const all = [...files('api'), ...files('pwa'), ...files('shared'), ...files('e2e'), ...files('ops')];
  return all.filter((file) => TEST_FILE.test(file) || TEST_DIRS.some((dir) => file.startsWith(`${dir}/`)));
}

describe('tests take request paths from the contracts', () => {
  it('no test writes an /api/ path literal unless it marks it as not a contract path', () => {
    const offenders = testFiles()
      .filter((file) => file !== 'api/test/test-paths.test.ts')
      .flatMap((file) => readFileSync(path.join(root, file), 'utf8').split('\n').map((line, i) => ({ file, line, n: i + 1 })))
      .filter(({ line }) => LITERAL.test(line) && !line.includes('not a contract path'))
      .map(({ file, n, line }) => `${file}:${n}: ${line.trim()}`);
    expect(offenders).toEqual([]);
  });
});
