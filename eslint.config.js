// ESLint flat config: JavaScript and typescript-eslint recommended rules everywhere,
// the React hooks rules for components, the demo kept out of the runtime. TypeScript
// files need no globals list (the compiler checks names); the few plain .js/.cjs files
// get Node's.
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const nodeGlobals = Object.fromEntries(
  [
    'process',
    'console',
    'Buffer',
    'URL',
    'setTimeout',
    'clearTimeout',
    'require',
    'module',
    '__dirname',
    '__filename',
  ].map((name) => [name, 'readonly']),
);

export default defineConfig(
  { ignores: ['dist/', 'node_modules/', '.data/', '.node/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'test/**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // The store is a Valtio proxy: writing to it (store.mobileMenu = false) is how state
      // changes, and components read it through useSnapshot. This compiler rule assumes
      // every value a hook returns is immutable React state, which a Valtio store is not.
      'react-hooks/immutability': 'off',
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: nodeGlobals },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // The layers (docs/architecture.md, Layers): the arrows point one way only.
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(src|server|demo|scripts|test)(/|$)',
              message: 'contract/ imports nothing of ours but itself.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(server|demo|scripts|test)(/|$)',
              message: 'The site never imports the server or the demo.',
            },
          ],
        },
      ],
    },
  },
  {
    // The runtime meets the demo only in its composition root, through the interfaces
    // it declares (CatalogueSeed, PictureSource): docs/architecture.md, Folders. The words
    // both the site and the server use are in contract/messages/, so the server needs no src/.
    files: ['server/**/*.ts'],
    ignores: ['server/index.ts', 'server/render/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(src|demo)(/|$)',
              message: 'server/ never imports src/, and reaches demo/ only through server/index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The page renderer hosts the site's server entry (src/entry-server.tsx): it alone reads the site's types.
    files: ['server/render/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(\\.\\./)+demo(/|$)', message: 'server/ reaches demo/ only through server/index.ts.' }],
        },
      ],
    },
  },
  {
    // Settings are read once, into Config (server/config.ts); everything else is handed its part.
    files: ['server/**/*.ts'],
    ignores: ['server/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings in server/config.ts (Config) and pass them down.',
        },
      ],
    },
  },
  {
    rules: {
      // `_name` marks an argument or binding that is deliberately unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
);
