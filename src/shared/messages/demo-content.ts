// «إزالة المحتوى التجريبي» (decision 017): the dashboard card, its confirmation and what
// the server answers.

/** What each table of the demo is called; a table not named here is «محتوى تجريبي آخر». */
const tableLabels: Record<string, string> = {
  family_members: 'أفراد شجرة العائلة',
  marriages: 'الزيجات',
  notable_people: 'الشخصيات البارزة',
  news: 'الأخبار',
  diwan_info: 'معلومات الديوان',
};
// Named without a count: one record (the diwan), or the history page's texts, blocks and timeline
// together, whose rows mean nothing one by one to the reader.
const uncounted = new Set(['diwan_info']);
const historyLabel = 'نصوص تاريخ العائلة ومحطاته';
const isHistory = (table: string) => table.startsWith('history_');
const otherLabel = 'محتوى تجريبي آخر';

/** «أفراد شجرة العائلة (35)، الأخبار (6)…»: the named tables first, in a fixed order. */
function describeCounts(counts: Readonly<Record<string, number>>): string {
  const present = Object.entries(counts).filter(([, count]) => count > 0);
  const parts = Object.keys(tableLabels)
    .filter((table) => (counts[table] ?? 0) > 0)
    .map((table) => (uncounted.has(table) ? tableLabels[table] : `${tableLabels[table]} (${counts[table]})`));
  if (present.some(([table]) => isHistory(table))) parts.push(historyLabel);
  const other = present
    .filter(([table]) => !(table in tableLabels) && !isHistory(table))
    .reduce((sum, [, count]) => sum + count, 0);
  if (other > 0) parts.push(`${otherLabel} (${other})`);
  return parts.join('، ');
}

export const demoContentMessages = {
  title: 'المحتوى التجريبي',
  intro:
    'الموقع يعرض الآن عائلة تجريبية لتتعرّف على أقسامه. عندما تستعد لإدخال بيانات عائلتك أزل المحتوى التجريبي بضغطة واحدة.',
  inSite: (counts: Readonly<Record<string, number>>) => `في الموقع الآن: ${describeCounts(counts)}.`,
  remove: 'إزالة المحتوى التجريبي',
  removing: 'جاري إزالة المحتوى التجريبي...',
  confirmTitle: 'هل تريد إزالة المحتوى التجريبي؟',
  confirmDescription: (counts: Readonly<Record<string, number>>) =>
    `سيُحذف نهائياً: ${describeCounts(counts)}، وصورها. ` +
    'يبقى حساب المدير وإعدادات الموقع (اسم العائلة ونص الترحيب ووسائل التواصل، فعدّلها من «إعدادات الموقع»)، ' +
    'ويبقى كل ما أضفته بنفسك؛ ومن أضفته تحت فرد تجريبي يصبح في أعلى الشجرة.',
  confirm: 'إزالة',
  removed: 'أُزيل المحتوى التجريبي',
  nothingToRemove: 'لا يوجد محتوى تجريبي لإزالته',
  removedSummary: (counts: Readonly<Record<string, number>>) => `حُذف: ${describeCounts(counts)}.`,
  removeFailed: 'تعذرت إزالة المحتوى التجريبي',
} as const;
