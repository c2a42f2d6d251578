/**
 * Nasab's RTL rule: no physical left/right Tailwind utility in any string of the web code.
 *
 * Every string literal and every template-literal chunk is split into class-like tokens, so a
 * className, a template literal and a class map in a `.ts` file are all checked. Variants
 * (`sm:`, `hover:`, `rtl:` …), the important flag and a negative sign are looked through.
 * Only the inline (left/right) direction is policed: top, bottom, widths and heights read the
 * same in Arabic. `tracking-*` is refused too: letter-spacing breaks the joining of Arabic letters.
 * Decision 008 says why this is ours rather than a plugin's.
 */

/** [pattern on the bare utility, its logical replacement] */
const physical = [
  [/^(-?)m([lr])-(.+)$/, (m) => `${m[1]}m${side(m[2])}-${m[3]}`],
  [/^p([lr])-(.+)$/, (m) => `p${side(m[1])}-${m[2]}`],
  [/^(-?)scroll-([mp])([lr])-(.+)$/, (m) => `${m[1]}scroll-${m[2]}${side(m[3])}-${m[4]}`],
  [/^(-?)(left|right)-(.+)$/, (m) => `${m[1]}${m[2] === 'left' ? 'start' : 'end'}-${m[3]}`],
  [/^(text|float|clear)-(left|right)$/, (m) => `${m[1]}-${m[2] === 'left' ? 'start' : 'end'}`],
  [/^border-([lr])(-.+)?$/, (m) => `border-${side(m[1])}${m[2] ?? ''}`],
  [/^rounded-([lr])(-.+)?$/, (m) => `rounded-${side(m[1])}${m[2] ?? ''}`],
  [/^rounded-([tb])([lr])(-.+)?$/, (m) => `rounded-${m[1] === 't' ? 's' : 'e'}${side(m[2])}${m[3] ?? ''}`],
  [/^(space|divide)-x-reverse$/, () => 'the natural order of a right-to-left flow'],
];

const side = (letter) => (letter === 'l' ? 's' : 'e');

/** The utility itself: `md:hover:!-ml-2` → `-ml-2`; `ps-2!` → `ps-2`. */
function bareUtility(token) {
  const withoutVariants = token.slice(token.lastIndexOf(':') + 1);
  return withoutVariants.replace(/^!/, '').replace(/!$/, '');
}

/** The problems in one piece of text: `{ token, replacement }` for each offending class. */
export function findPhysicalClasses(text) {
  const found = [];
  for (const token of text.split(/\s+/)) {
    // Paths and URLs are not classes.
    if (!token || token.startsWith('/') || token.includes('://')) continue;
    const utility = bareUtility(token);
    if (/^-?tracking-/.test(utility)) {
      found.push({ token, replacement: null });
      continue;
    }
    for (const [pattern, logical] of physical) {
      const match = pattern.exec(utility);
      if (match) {
        const isReverse = utility.endsWith('-x-reverse');
        // Keep the variants and the important flag: `md:!ml-2` → `md:!ms-2`.
        found.push({
          token,
          replacement: isReverse ? logical(match) : token.replace(utility, logical(match)),
        });
        break;
      }
    }
  }
  return found;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Use logical (start/end) Tailwind utilities so layouts mirror right to left' },
    messages: {
      physical:
        '`{{token}}` is physical left/right: use `{{replacement}}` so the layout mirrors right to left.',
      tracking: '`{{token}}`: never letter-space Arabic, it breaks the joining of letters.',
    },
    schema: [],
  },
  create(context) {
    function check(node, text) {
      for (const { token, replacement } of findPhysicalClasses(text)) {
        if (replacement === null) context.report({ node, messageId: 'tracking', data: { token } });
        else context.report({ node, messageId: 'physical', data: { token, replacement } });
      }
    }
    const isModuleSource = (node) =>
      ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].includes(
        node.parent?.type,
      ) && node.parent.source === node;
    return {
      Literal(node) {
        if (typeof node.value === 'string' && !isModuleSource(node)) check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};

export default {
  meta: { name: 'nasab' },
  rules: { 'rtl-logical-classes': rule },
};
