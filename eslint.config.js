import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

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
)
