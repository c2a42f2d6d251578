// Issue #12: what a branch editor is told when a write reaches outside their branch.
export const branchMessages = {
  outsideBranch: 'هذا الفرد خارج الفرع المسند إليك. يمكنك تعديل أبناء فرعك وزوجاتهم فقط',
  badge: (name: string) => `محرر فرع: ${name}`,
} as const;
