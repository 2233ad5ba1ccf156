import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/testing/**'];

/**
 * The house limits (docs/architecture.md, house style), on every file: small functions and files (tests aside), an
 * options object past three parameters (tests too), and no import cycle.
 */
const ALL = ['**/*.{ts,tsx,js,mjs}'];

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
  // A cycle of values is an error everywhere (type-only imports are erased; the server's architecture test refuses
  // a circle of those too).
  { rules: { 'import-x/no-cycle': 'error' } },
  {
    files: ALL,
    rules: {
      'max-params': ['error', 3],
    },
  },
  {
    files: ALL,
    ignores: TESTS,
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
);
