// ESLint flat config: TypeScript (syntax-only rules, no type information, so `npm run lint` stays fast), React
// hooks for the PWA, and the import boundaries of ARCHITECTURE.md enforced with eslint-plugin-import-x. Import
// circles are checked once for the whole graph by scripts/import-cycles.ts (`npm run lint` runs both; decision 156).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Sub-folders of `dir` (relative to the repository root); none when it does not exist yet. */
function foldersIn(dir) {
  try {
    return readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const pwaFeatures = foldersIn('pwa/features');
const apiModules = foldersIn('api/modules');

/**
 * Import boundaries (ARCHITECTURE.md, "Import rules"). Folders are read when lint starts, so a new feature or
 * module is covered without editing this file.
 */
const boundaryZones = [
  {
    target: './shared',
    from: ['./api', './pwa'],
    message: 'shared/ is the contract between both sides: it imports nothing from api/ or pwa/.',
  },
  { target: './api', from: './pwa', message: 'api/ never imports pwa/ (share code through shared/).' },
  { target: './pwa', from: './api', message: 'pwa/ never imports api/ (share code through shared/).' },
  {
    target: ['./pwa/lib', './pwa/components'],
    from: ['./pwa/features', './pwa/routes'],
    message: 'lib/ and components/ are layers below features and routes: they never import them.',
  },
  ...pwaFeatures.map((feature) => ({
    target: `./pwa/features/${feature}`,
    from: './pwa/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: compose them in a route file, or move the shared part down to lib/ or components/ui/.',
  })),
  ...apiModules
    .filter((module) => apiModules.some((other) => other !== module))
    .map((module) => ({
      target: `./api/modules/${module}`,
      from: apiModules.filter((other) => other !== module).map((other) => `./api/modules/${other}/**/*.routes.ts`),
      message:
        "An API module never imports another module's routes (entities and services may be shared; app.ts mounts the routers).",
    })),
];

export default defineConfig(
  {
    ignores: [
      'dist/**',
      '**/node_modules/**',
      'data/**',
      'pwa/route-tree.gen.ts',
      'pwa/locales/**/*.ts',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '.tanstack/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node },
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
          conditionNames: ['types', 'import', 'module', 'default', 'require'],
        }),
      ],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `interface DefaultState extends AppState {}` is how a module augmentation adds fields (api/http/state.ts).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // A replacement *string* reads `$&`, `` $` ``, `$'` and `$1` in the text it inserts as patterns (a job title with
      // `$&` once copied index.html into its page): inserted text goes in through a function (docs/decisions/159).
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type='TemplateLiteral'][arguments.1.expressions.length>0]",
          message: "Pass the replacement as a function, () => `…`: a replacement string reads $&, $`, $' and $1 in the inserted text as patterns (docs/decisions/159).",
        },
      ],
    },
  },
  {
    files: ['pwa/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Screens read who is signed in through useSession(): it is `unknown` while React hydrates pre-rendered HTML, as
    // in the build's render. useCurrentUser() there gives the member's data when the session answered before the
    // JavaScript ran (a slow phone, a busy machine) — the hydrated markup then differs from the HTML and React throws
    // the page away, or keeps a guest's link for a member (docs/decisions/067, 147). Member-only routes are never
    // pre-rendered. A feature's api/ hooks may use it to decide whether to ask for a member's data (`enabled`).
    files: ['pwa/features/**/*.{ts,tsx}', 'pwa/routes/**/*.{ts,tsx}', 'pwa/components/**/*.{ts,tsx}'],
    ignores: ['pwa/routes/_authed/**', 'pwa/features/*/api/**', '**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/session.ts', '#pwa/lib/session.ts'],
              importNames: ['useCurrentUser'],
              message: 'Render from useSession() (unknown while hydrating) — see the comment in eslint.config.js.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['pwa/sw.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
