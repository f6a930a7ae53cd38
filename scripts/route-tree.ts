/**
 * The PWA's route tree (pwa/route-tree.gen.ts) is generated from the files under pwa/routes, never committed
 * (docs/decisions/183-feature-folders-and-notifications.md): a feature's new route folder is the only edit. The Vite
 * plugin (vite.config.ts) regenerates it on every build, dev server and `pwa` test run; `npm install` runs this file
 * (`prepare`) so the type check, the lint and the e2e route list (e2e/support/routes.ts) find it in a fresh clone.
 * Run by hand: `node scripts/route-tree.ts`.
 */
import path from 'node:path';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = path.resolve(import.meta.dirname, '..');

/** The generator's options, shared with the Vite plugin (vite.config.ts): the routes' folder and the output file. */
export const routeTreeOptions = {
  target: 'react',
  routesDirectory: path.join(root, 'pwa/routes'),
  generatedRouteTree: path.join(root, 'pwa/route-tree.gen.ts'),
  quoteStyle: 'single',
} as const;

/** Writes pwa/route-tree.gen.ts from pwa/routes (unchanged files are not rewritten). */
export async function generateRouteTree(): Promise<void> {
  const config = getConfig({ ...routeTreeOptions, disableLogging: true }, root);
  await new Generator({ config, root }).run();
}

if (import.meta.main) await generateRouteTree();
