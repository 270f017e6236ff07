// Lint: typescript-eslint's recommended rules, no import cycles, and the layering of src/.
//
// - Cycles: local/no-import-cycle (lint/no-import-cycle.ts), not eslint-plugin-import-x's no-cycle,
//   which skips `import type` with no option to count it; here a type-only cycle is a cycle too.
// - Layering: lint/layers.ts lists the layers of src/ (low to high) and the one importer of each
//   third-party SDK; it becomes one no-restricted-imports config per folder or file (type imports
//   included, the rule's default). import() of a package is allowed only in the lazy loaders there.
// - Unused variables: a leading underscore marks a parameter or binding kept on purpose.
// Formatting is Prettier's (.prettierrc.json), checked by `npm run lint`.
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { layeringConfigs } from './lint/layers.ts';
import { noImportCycle } from './lint/no-import-cycle.ts';

export default defineConfig(
  { ignores: ['dist/**', 'node_modules/**', 'build/**', 'coverage/**', 'agent-eval-report/**'] },
  tseslint.configs.recommended,
  {
    plugins: { local: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: {
      'local/no-import-cycle': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  ...layeringConfigs(),
);
