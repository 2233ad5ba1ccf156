import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/testing/**'];

/**
 * The house limits (docs/architecture.md, house style): small functions and files, an options object past three
 * parameters, and no import cycle. `LIMITED` lists the folders held to them so far; it only grows, until it is
 * every folder (issue 30).
 */
const LIMITED = [
  'apps/server/src/core/{auth,captcha,crypto,db,events,html,mail,money,net,rate-limit,secrets,storage,texts}/**',
  'apps/server/src/core/*.ts',
  'apps/server/src/services/{health,local,web}/**',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.atrium/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='describe'][callee.property.name='only']",
          message: 'no focused tests',
        },
        {
          selector: "CallExpression[callee.object.name='it'][callee.property.name='only']",
          message: 'no focused tests',
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
      },
    },
  },
  // Imports resolved as TypeScript does (`./x.js` is `./x.ts`), so that cycles are seen across the workspace.
  {
    ...importX.flatConfigs.typescript,
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['tsconfig.check-node.json', 'tsconfig.check-dom.json', 'tsconfig.check-apps.json'],
        }),
      ],
    },
  },
  // A cycle of type-only imports is harmless (they are erased); a cycle of values is an error everywhere.
  { rules: { 'import-x/no-cycle': 'error' } },
  {
    files: LIMITED,
    rules: {
      'max-params': ['error', 3],
    },
  },
  {
    files: LIMITED,
    ignores: TESTS,
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
);
