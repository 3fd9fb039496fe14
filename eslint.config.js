import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The storefront's layers (docs/architecture.md): the frame (routes, the shell, root) on top, then
// the features, then the shared parts, then the platform. Imports only go down.
const frame = [
  './app/routes',
  './app/shell',
  './app/root.tsx',
  './app/entry.server.tsx',
  './app/routes.ts',
]
const features = [
  'quote',
  'payment',
  'members',
  'verification',
  'policies',
  'claims',
  'support',
  'address',
  'conformance',
].map((name) => `./app/${name}`)
const sharedParts = [
  './app/components',
  './app/upstream',
  './app/validation',
  './app/content',
  './app/session',
]
const platform = ['./app/utils', './app/platform']

export default tseslint.config(
  {
    ignores: [
      'build/',
      'data/',
      '.react-router/',
      'test-results/',
      'playwright-report/',
      'bench/bare/build/',
      'bench/bare/.react-router/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // The storefront and the built-in backend meet only over HTTP (docs/decisions/002): neither
  // may import the other's code, so swapping the backend for a real provider stays configuration.
  {
    files: ['app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)server/agency(/|$)',
              message:
                'The storefront reaches the built-in backend only over HTTP (app/upstream); it never imports server/agency.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/agency/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^~/|(^|/)app/',
              message:
                'The built-in backend stands in for the provider and keeps its own rules; it never imports the storefront (app/).',
            },
          ],
        },
      ],
    },
  },
  // Data that crosses a process or storage boundary is parsed where it crosses, with its schema
  // (docs/architecture.md, "Casts"): a cast says what the data is without looking. The casts that
  // only claim it are refused: a double cast through unknown, a cast to never, a cast of what
  // JSON.parse read.
  {
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      // Frozen: each migration is the schema of its day.
      'server/agency/db/migrations/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          ':matches(TSAsExpression, TSTypeAssertion) > :matches(TSAsExpression, TSTypeAssertion).expression > TSUnknownKeyword.typeAnnotation',
          ':matches(TSAsExpression, TSTypeAssertion) > TSNeverKeyword.typeAnnotation',
          ":matches(TSAsExpression, TSTypeAssertion) > CallExpression.expression[callee.object.name='JSON'][callee.property.name='parse']",
        ].map((selector) => ({
          selector,
          message:
            'A cast of data from outside says what it is without looking: parse it where it arrives, with its schema, or type it at its source (docs/architecture.md, "Casts").',
        })),
      ],
    },
  },
  // No import circles, type imports included: a circle makes two modules one in disguise.
  {
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // The modules a file imports are parsed as TypeScript too, or no circle through them is seen.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // The back office shares with the storefront's host only the platform folder both stand on.
  {
    files: ['server/agency/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server/agency',
              from: './server',
              except: ['./agency', './platform'],
              message:
                'The back office imports the storefront host: what both need belongs in server/platform (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  // Imports go down the layers; a test may import what it tests from any layer.
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [...sharedParts, ...platform],
              from: [...frame, ...features],
              message:
                'A shared part or the platform imports a feature or the frame: move what both need down a layer (docs/architecture.md).',
            },
            {
              target: platform,
              from: sharedParts,
              message: 'The platform (app/utils) imports a shared part (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
)
