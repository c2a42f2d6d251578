// What a branch editor is told about the branch assigned to them (decision 022).
export const branchMessages = {
  outsideBranch: 'هذا الفرد خارج الفرع المسند إليك. يمكنك تعديل أبناء فرعك وزوجاتهم فقط',
  badge: (name: string) => `محرر فرع: ${name}`,
  /** Above the members list: what is theirs to edit, and that the rest is to read. */
  listNote: (name: string) =>
    `يمكنك إضافة وتعديل ذرية ${name} من أبنائه وبناته وأحفاده، وزوجاتهم. بقية أفراد العائلة للاطلاع فقط.`,
  onlyMyBranch: 'أفراد فرعك فقط',
  emptyBranch: 'لا يوجد أفراد في فرعك بعد. ابدأ بإضافة أبناء صاحب الفرع.',
  /** A member outside the branch opened by its address: read-only, so no form. */
  readOnlyMember: (name: string) =>
    `${name} خارج الفرع المسند إليك، فلا يمكنك تعديل بياناته. إن كان فيها خطأ فاطلب تصحيحه من مالك الموقع أو أحد المحررين.`,
} as const;
