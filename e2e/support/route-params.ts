/**
 * Where the route audit finds sample values for named route parameters (decision 180): every feature's
 * `routeParamLists` (pwa/features/<name>/route-params.ts), read from the feature folders — no central list, and
 * nothing of the app's runtime (API client, i18n) is loaded.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { collectParamLists, type RouteParamLists } from '../../pwa/lib/feature.ts';

const FEATURES = path.resolve(import.meta.dirname, '../../pwa/features');

/**
 * `$param` name → the API list whose first item's id is a sample, over every feature that declares some.
 * @throws Error when two features declare one parameter name.
 */
export async function featureParamLists(): Promise<Record<string, string>> {
  const declared: { name: string; paramLists: RouteParamLists }[] = [];
  for (const name of readdirSync(FEATURES).sort()) {
    const file = path.join(FEATURES, name, 'route-params.ts');
    if (!existsSync(file)) continue;
    const { routeParamLists } = (await import(pathToFileURL(file).href)) as { routeParamLists: RouteParamLists };
    declared.push({ name, paramLists: routeParamLists });
  }
  return collectParamLists(declared);
}
