/**
 * Vite plugin: the virtual module `virtual:contract-routes`, the path of every GET endpoint of every endpoint contract,
 * read from the contracts themselves (docs/decisions/182-endpoint-contracts.md, amendment "A GET leaves before its
 * contract"): `{ jobs: { list: '/api/job-listings', detail: '/api/job-listings/:id', … }, questions: { … }, … }`.
 *
 * A contract carries its zod schemas (and, where a body checks a phone number, libphonenumber's metadata), so the PWA
 * loads it lazily; with this table — plain strings, no zod — `callEndpoint` (pwa/lib/api/endpoint.ts) sends a GET at
 * once and loads the contract beside it, only to parse the answer. No path is written twice: the table is generated
 * at build, dev and test time from `shared/<feature>/contract.ts` and `shared/contracts/*.ts`.
 *
 * The contracts are imported in a separate Node process (Node strips their types, as for the API): each read sees
 * the files as they are now (the dev server reads them again when a file under shared/ changes), and zod never
 * loads into Vite's own process.
 */
import { execFileSync } from 'node:child_process';
import { globSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';

/** The id the PWA imports (typed in pwa/lib/api/contract-routes.d.ts). */
export const CONTRACT_ROUTES_MODULE = 'virtual:contract-routes';
const RESOLVED_ID = `\0${CONTRACT_ROUTES_MODULE}`;

/** Contract name → endpoint name → koa-router path, GET endpoints only. */
export type ContractRoutes = Record<string, Record<string, string>>;

/** The modules that may declare contracts: shared/<feature>/contract.ts and shared/contracts/*.ts (tests aside). */
export function contractFiles(root: string): string[] {
  return globSync(['shared/*/contract.ts', 'shared/contracts/*.ts'], { cwd: root })
    .filter((file) => !file.endsWith('.test.ts'))
    .sort()
    .map((file) => path.join(root, file));
}

// Run by a child Node process: imports every file given, and prints the GET paths of each exported contract (an
// object with a string `name` and `endpoints` of `{ method, path }`). A name declared by two contracts is an error.
const READER = `
import { pathToFileURL } from 'node:url';
const files = JSON.parse(process.argv[1]);
const found = new Map();
for (const file of files) {
  const module = await import(pathToFileURL(file).href);
  for (const value of Object.values(module)) {
    if (!value || typeof value !== 'object' || typeof value.name !== 'string' || !value.endpoints || typeof value.endpoints !== 'object') continue;
    const other = found.get(value.name);
    if (other && other !== value) throw new Error('Two contracts are named ' + value.name);
    found.set(value.name, value);
  }
}
const routes = {};
for (const [name, contract] of [...found].sort(([a], [b]) => a.localeCompare(b))) {
  routes[name] = {};
  for (const [endpoint, declared] of Object.entries(contract.endpoints)) if (declared.method === 'GET') routes[name][endpoint] = declared.path;
}
process.stdout.write(JSON.stringify(routes));
`;

/**
 * The GET paths of the contracts under `root`, read in a new Node process.
 * @throws Error when a contract module fails to load or two contracts share a name.
 */
export function readContractRoutes(root: string): ContractRoutes {
  const output = execFileSync(process.execPath, ['--input-type=module', '--eval', READER, JSON.stringify(contractFiles(root))], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 60_000,
  });
  return JSON.parse(output) as ContractRoutes;
}

const firstRead = new Map<string, ContractRoutes>();

/**
 * The plugin (in vite.config.ts's `appPlugins`, so the browser build, the pre-render's server build and the `pwa`
 * test project all resolve the module).
 * @param options.root the repository's root (the folder holding shared/)
 */
export function contractRoutes(options: { root: string }): Plugin {
  let routes: ContractRoutes | undefined;
  const shared = path.join(options.root, 'shared') + path.sep;
  return {
    name: 'contract-routes',
    // Hook filters: the bundler calls these hooks for this one id only.
    resolveId: { filter: { id: new RegExp(`^${CONTRACT_ROUTES_MODULE}$`) }, handler: () => RESOLVED_ID },
    load: {
      filter: { id: new RegExp(`^\\0${CONTRACT_ROUTES_MODULE}$`) },
      handler() {
        // Read once per process and root: the browser build and the pre-render's server build share one read.
        routes ??= firstRead.get(options.root) ?? readContractRoutes(options.root);
        firstRead.set(options.root, routes);
        return `/* GET paths of the endpoint contracts (scripts/contract-routes-plugin.ts) */\nexport default ${JSON.stringify(routes)};\n`;
      },
    },
    configureServer(server: ViteDevServer) {
      let timer: NodeJS.Timeout | undefined;
      server.watcher.on('change', (file) => {
        if (!file.startsWith(shared) || !file.endsWith('.ts') || file.endsWith('.test.ts')) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          let next: ContractRoutes;
          try {
            next = readContractRoutes(options.root);
          } catch (error) {
            server.config.logger.error(`contract-routes: ${(error as Error).message}`);
            return;
          }
          if (JSON.stringify(next) === JSON.stringify(routes)) return;
          routes = next;
          firstRead.set(options.root, next);
          for (const environment of Object.values(server.environments)) {
            const module = environment.moduleGraph.getModuleById(RESOLVED_ID);
            if (module) environment.moduleGraph.invalidateModule(module);
          }
          server.ws.send({ type: 'full-reload' });
        }, 200);
      });
    },
  };
}
