// @vitest-environment node
/**
 * Features with a catalog of their own (lingui.config.ts, decision 143) are only rendered by routes that load it:
 * a route file that imports a component or hook of such a feature calls that feature's `load…Catalog` (its
 * `loader`), and nothing else outside the feature and the routes imports its screens. Otherwise the page would
 * show hashed message ids in a production build (the e2e guards catch that too, later and slower).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWN_CATALOG_FEATURES } from '../../../lingui.config.ts';

const PWA = path.resolve(import.meta.dirname, '../..');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name) ? [path.join(dir, e.name)] : []));
const loaderName = (feature: string) => `load${feature.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')}Catalog`;

/** The split features whose screens (anything but `api/` and `catalog.ts`) `file` imports. */
function screensImported(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const [, feature, rest] of text.matchAll(/from '[./]*(?:features\/)([a-z-]+)\/([^']+)'/g)) {
    if (OWN_CATALOG_FEATURES.includes(feature!) && !rest!.startsWith('api/') && rest !== 'catalog.ts') found.add(feature!);
  }
  return [...found];
}

describe('features with their own catalog', () => {
  it('each has a catalog.ts with its loader', () => {
    for (const feature of OWN_CATALOG_FEATURES) {
      expect(readFileSync(path.join(PWA, 'features', feature, 'catalog.ts'), 'utf8')).toContain(`export const ${loaderName(feature)}`);
    }
  });

  it('every route file that renders one loads its catalog', () => {
    const missing = files(path.join(PWA, 'routes')).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return screensImported(file).filter((f) => !text.includes(loaderName(f))).map((f) => `${path.relative(PWA, file)} renders ${f} without ${loaderName(f)}`);
    });
    expect(missing).toEqual([]);
  });

  it('no other feature, component or library module renders their screens', () => {
    const outside = [...files(path.join(PWA, 'features')), ...files(path.join(PWA, 'components')), ...files(path.join(PWA, 'lib'))].flatMap((file) => {
      const own = path.relative(path.join(PWA, 'features'), file).split(path.sep)[0];
      return screensImported(file).filter((f) => f !== own).map((f) => `${path.relative(PWA, file)} imports ${f}`);
    });
    expect(outside).toEqual([]);
  });
});
