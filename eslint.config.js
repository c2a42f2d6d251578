import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import nasabRules from './tools/eslint/rtl-logical-classes.js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', '.tmp', '.ci-build'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The public pages' scripts carry no admin words, and no screen borrows another area's.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/features/admin/**', 'src/web/app/routes/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/messages/admin', '**/shared/messages/server'],
              message: 'Public screens use shared/messages/public and common only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/features/admin/**/*.{ts,tsx}', 'src/web/app/routes/admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/messages/public', '**/shared/messages/server'],
              message: 'Admin screens use shared/messages/admin and common only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The browser's own file and date inputs speak the browser's language («Choose File»,
    // «mm/dd/yyyy», a week from Sunday), not the site's: FilePicker and DatePicker stand in for them.
    files: ['src/web/**/*.tsx'],
    ignores: ['src/web/features/admin/shell/components/file-picker.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "JSXAttribute[name.name='type'] > Literal[value=/^(file|date|datetime-local|time|month|week)$/]",
          "JSXAttribute[name.name='type'] > JSXExpressionContainer > Literal[value=/^(file|date|datetime-local|time|month|week)$/]",
        ].map((selector) => ({
          selector,
          message:
            "The browser's own file and date inputs speak its language, not Arabic: use FilePicker or DatePicker (features/admin/shell/components).",
        })),
      ],
    },
  },
  {
    // Physical left/right utilities break right-to-left layouts; letter-spacing breaks Arabic.
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { nasab: nasabRules },
    rules: { 'nasab/rtl-logical-classes': 'error' },
  },
);
