/**
 * knip, run by `npm run lint` and `npm test` (step `deps`) for one thing only: dependencies and devDependencies in
 * package.json that no file imports. Every source file is an entry, so "unused" means exactly that nobody imports it,
 * not that it is unreachable from api/main.ts (decision 176). Reads the files only: runs offline, ~5 s of CPU.
 */
import type { KnipConfig } from 'knip';

const sources = ['{api,pwa,shared,e2e,bench,ops,scripts}/**/*.{ts,tsx,mjs}', '*.config.{ts,js}'];

const config: KnipConfig = {
  include: ['dependencies', 'devDependencies'],
  entry: sources,
  project: sources,
  ignoreDependencies: [
    // Read from disk, not imported: api/http/api-docs.ts serves its files (createRequire().resolve).
    'swagger-ui-dist',
    // Referenced from CSS (pwa/styles/fonts.css url()), which knip does not read.
    '@fontsource/noto-sans-tamil',
    // Run as a program by path (bench/lighthouse.ts: node_modules/lighthouse/cli/index.js).
    'lighthouse',
  ],
};

export default config;
