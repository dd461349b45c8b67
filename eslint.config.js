/**
 * The linter of `npm test` (`npm run lint`): ESLint's and typescript-eslint's recommended
 * rules, and React's rules of hooks (hooks called unconditionally, from components and hooks
 * only; effect, memo and callback dependencies complete and without extras). No style rules.
 * The React Compiler's own rules (immutability, refs, purity…) are left out: they describe code
 * the compiler rewrites, which this console is not, and they count writes to valtio stores,
 * the way this console keeps its state, as mutations of hook results.
 */
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist/', '.serve/', 'node_modules/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // Destructuring a key out to leave it from the rest (`const { password, ...user } = row`) is how a key is dropped.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    // The benchmarks hand functions to the page they drive (page.evaluate): those run in the browser.
    files: ['tests/bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
