import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import plugin from './rtl-logical-classes.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

const physical = (token: string, replacement: string) => ({
  messageId: 'physical' as const,
  data: { token, replacement },
});

tester.run('rtl-logical-classes', plugin.rules['rtl-logical-classes'], {
  valid: [
    {
      code: '<div className="ms-2 me-4 ps-3 pe-1 start-0 end-2 text-start text-end border-s rounded-e-lg" />',
    },
    { code: '<div className="mt-2 pb-4 top-0 bottom-1 w-full h-40 size-5 border-t rounded-full" />' },
    { code: "const label = 'left of the door, right by the well';", filename: 'labels.ts' },
    { code: "import left from './left-panel';", filename: 'a.ts' },
    { code: "const src = 'https://example.com/ml-2/text-left.png';" },
    {
      code: 'const tones = { done: "bg-green-50 text-green-900", wait: "float-start" };',
      filename: 'map.ts',
    },
    { code: 'const c = `inline-flex ${open ? "ms-auto" : "me-auto"}`;' },
  ],
  invalid: [
    { code: '<div className="ml-2" />', errors: [physical('ml-2', 'ms-2')] },
    {
      code: '<div className="mr-auto pl-4 pr-1" />',
      errors: [physical('mr-auto', 'me-auto'), physical('pl-4', 'ps-4'), physical('pr-1', 'pe-1')],
    },
    { code: '<div className="-ml-px" />', errors: [physical('-ml-px', '-ms-px')] },
    {
      code: '<div className="md:hover:!mr-3 sm:pl-2!" />',
      errors: [physical('md:hover:!mr-3', 'md:hover:!me-3'), physical('sm:pl-2!', 'sm:ps-2!')],
    },
    { code: '<span className="text-left" />', errors: [physical('text-left', 'text-start')] },
    { code: '<span className="text-right" />', errors: [physical('text-right', 'text-end')] },
    {
      code: '<img className="float-left clear-right" />',
      errors: [physical('float-left', 'float-start'), physical('clear-right', 'clear-end')],
    },
    { code: '<p className="border-l" />', errors: [physical('border-l', 'border-s')] },
    {
      code: '<p className="border-r-4 border-l-brand-500" />',
      errors: [physical('border-r-4', 'border-e-4'), physical('border-l-brand-500', 'border-s-brand-500')],
    },
    { code: '<p className="rounded-r" />', errors: [physical('rounded-r', 'rounded-e')] },
    {
      code: '<p className="rounded-l-xl rounded-tr-lg rounded-bl" />',
      errors: [
        physical('rounded-l-xl', 'rounded-s-xl'),
        physical('rounded-tr-lg', 'rounded-se-lg'),
        physical('rounded-bl', 'rounded-es'),
      ],
    },
    {
      code: '<i className="absolute left-0 -right-2" />',
      errors: [physical('left-0', 'start-0'), physical('-right-2', '-end-2')],
    },
    { code: '<i className="scroll-ml-4" />', errors: [physical('scroll-ml-4', 'scroll-ms-4')] },
    {
      code: '<ul className="space-x-reverse" />',
      errors: [physical('space-x-reverse', 'the natural order of a right-to-left flow')],
    },
    {
      code: 'const c = `flex ${open ? "block" : "hidden"} ml-3`;',
      errors: [physical('ml-3', 'ms-3')],
    },
    {
      code: 'export const variants = { primary: "bg-brand-600 pl-4", quiet: "text-right" };',
      filename: 'button-variants.ts',
      errors: [physical('pl-4', 'ps-4'), physical('text-right', 'text-end')],
    },
    {
      code: '<h1 className="tracking-wide" />',
      errors: [{ messageId: 'tracking', data: { token: 'tracking-wide' } }],
    },
  ],
});
