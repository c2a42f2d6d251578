import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import nasabRules from './tools/eslint/rtl-logical-classes.js';
import tseslint from 'typescript-eslint';

const CLIMBING = {
  group: ['../../*'],
  message:
    'An import climbs at most one folder: name another area or a farther folder by its alias (#shared/…, #web/…, #server/…).',
};
const NOT_SERVER = {
  regex: '^#server/|/server/',
  message: 'The browser does not import src/server.',
};
/** Every messages file but common and the area's own. */
const messagesOtherThan = (own, message) => ({
  regex: `shared/messages/(${['admin', 'public', 'server'].filter((area) => area !== own).join('|')})\\b`,
  message,
});

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
    // Short imports: at most one folder up; another area, or a folder farther off, by its alias
    // (#shared/…, #web/…, #server/…: package.json "imports").
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CLIMBING] }] },
  },
  {
    // The browser's code never imports the server's. The public pages' scripts carry no admin
    // words, and no screen borrows another area's messages.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/features/admin/**', 'src/web/app/routes/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            CLIMBING,
            NOT_SERVER,
            messagesOtherThan('public', 'Public screens use shared/messages/public and common only.'),
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
            CLIMBING,
            NOT_SERVER,
            messagesOtherThan('admin', 'Admin screens use shared/messages/admin and common only.'),
          ],
        },
      ],
    },
  },
  {
    // The server never imports the browser's code (the renderer it loads is built apart).
    files: ['src/server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [CLIMBING, { regex: '^#web/|/web/', message: 'The server does not import src/web.' }],
        },
      ],
    },
  },
  {
    // src/shared runs on both sides: it imports neither.
    files: ['src/shared/**/*.{ts,tsx}'],
    ignores: ['src/shared/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            CLIMBING,
            {
              regex: '^#(web|server)/|/(web|server)/',
              message: 'src/shared imports neither side.',
            },
          ],
        },
      ],
    },
  },
  {
    // The browser's tests may start a real server (src/web/testing): the layers apart hold for
    // the code that ships, the short imports for every file.
    files: ['src/web/testing/**/*.{ts,tsx}', 'src/web/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CLIMBING] }] },
  },
  {
    // The browser's own file and date inputs speak the browser's language («Choose File»,
    // «mm/dd/yyyy», a week from Sunday), not the site's: FilePicker and DatePicker stand in for them.
    files: ['src/web/**/*.tsx'],
    ignores: ['src/web/components/ui/file-picker.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "JSXAttribute[name.name='type'] > Literal[value=/^(file|date|datetime-local|time|month|week)$/]",
          "JSXAttribute[name.name='type'] > JSXExpressionContainer > Literal[value=/^(file|date|datetime-local|time|month|week)$/]",
        ].map((selector) => ({
          selector,
          message:
            "The browser's own file and date inputs speak its language, not Arabic: use FilePicker or DatePicker (components/ui).",
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
