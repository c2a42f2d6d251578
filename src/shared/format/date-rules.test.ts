import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { livingRuleYear } from '../family-tree/living';
import { formatGenealogyDate } from './both-calendars';
import { dateDoubt, sortableYear, type DateDoubt } from './genealogy-date';

/**
 * How each kind of date is shown, sorted and read by the living rule, and whether an import warns
 * of it: the table of docs/import-formats.md («How dates are read»), one test per row. The member
 * page shows a date in both calendars; lists, tree cards, the printed tree and search results show
 * it in the calendar it was written in. A test below checks that the document lists these rows.
 */
// prettier-ignore
const DATE_RULES: [written: string, page: string, list: string, sorted: number | null, living: number | null, doubt: DateDoubt | null][] = [
  ['1880', '1880م (1297–1298هـ)', '1880م', 1880, 1880, null],
  ['12 MAR 1921', '12 مارس 1921م (2 رجب 1339هـ)', '12 مارس 1921م', 1921, 1921, null],
  ['ABT 15 JAN 2001', 'نحو 15 يناير 2001م (20 شوال 1421هـ)', 'نحو 15 يناير 2001م', 2001, 2001, null],
  ['EST 1850', '1850م (1266–1267هـ) تقديراً', '1850م تقديراً', 1850, 1850, null],
  ['CAL 1850', '1850م (1266–1267هـ) بالحساب', '1850م بالحساب', 1850, 1850, null],
  ['BEF 1900', 'قبل 1900م (1317–1318هـ)', 'قبل 1900م', 1900, 1900, null],
  ['AFT 12 MAR 1921', 'بعد 12 مارس 1921م (2 رجب 1339هـ)', 'بعد 12 مارس 1921م', 1921, 1921, null],
  ['BET 1880 AND 1885', 'بين 1880 و1885م (1297–1303هـ)', 'بين 1880 و1885م', 1880, 1880, null],
  ['FROM 1900 TO 1905', 'من 1900 إلى 1905م (1317–1323هـ)', 'من 1900 إلى 1905م', 1900, 1900, null],
  ['FROM 1900', 'منذ 1900م (1317–1318هـ)', 'منذ 1900م', 1900, 1900, null],
  ['TO 1905', 'حتى 1905م (1322–1323هـ)', 'حتى 1905م', 1905, 1905, null],
  ['INT 1995 (from estimated age)', '1995م (1415–1416هـ) تفسيراً لـ«\u2068from estimated age\u2069»', '1995م تفسيراً لـ«\u2068from estimated age\u2069»', 1995, 1995, null],
  ['(died young)', 'died young', 'died young', null, null, 'phrase'],
  ['(born the winter of the great flood, 1867)', 'born the winter of the great flood, 1867', 'born the winter of the great flood, 1867', 1867, 1867, 'phrase'],
  ['(ABT 1850)', 'نحو 1850م (1266–1267هـ)', 'نحو 1850م', 1850, 1850, null],
  ['@#DJULIAN@ 1 JAN 1700', '1 يناير 1700م (يولياني)', '1 يناير 1700م (يولياني)', 1700, 1700, null],
  ['@#DJULIAN@ 12 MAR 1750/51', '12 مارس 1750/1751م (يولياني)', '12 مارس 1750/1751م (يولياني)', 1751, 1751, null],
  ['27 OCT 1699/00', '27 أكتوبر 1699/1700م', '27 أكتوبر 1699/1700م', 1700, 1700, null],
  ['1130/1131', '1130/1131م', '1130/1131م', 1131, 1131, null],
  ['ABT 1103/1104', 'نحو 1103/1104م', 'نحو 1103/1104م', 1104, 1104, null],
  ['5 MAY 0005 B.C.', '5 مايو 5 ق.م', '5 مايو 5 ق.م', -5, -5, null],
  ['44 BC', '44 ق.م', '44 ق.م', -44, -44, null],
  ['@#DHEBREW@ 1 TSH 5610', '1 تشري 5610 (عبري)', '1 تشري 5610 (عبري)', 1849, 1849, null],
  ['@#DHEBREW@ 5610', '5610 (عبري)', '5610 (عبري)', 1849, 1849, null],
  ['@#DFRENCH R@ 11 NIVO 0012', '11 نيفوز 12 (جمهوري فرنسي)', '11 نيفوز 12 (جمهوري فرنسي)', 1804, 1804, null],
  ['1300هـ', '1300هـ (1882–1883م)', '1300هـ', 1882, 1882, null],
  ['3 رجب 1339هـ', '3 رجب 1339هـ (13 مارس 1921م)', '3 رجب 1339هـ', 1921, 1921, null],
  ['@#DHIJRI@ 1300', '1300هـ (1882–1883م)', '1300هـ', 1882, 1882, null],
  ['1301هـ الموافق 1883م', '1883م (1300–1301هـ)', '1883م', 1883, 1883, null],
  ['نحو 1880', 'نحو 1880م (1297–1298هـ)', 'نحو 1880م', 1880, 1880, null],
  ['من 1880 إلى 1885', 'من 1880 إلى 1885م (1297–1303هـ)', 'من 1880 إلى 1885م', 1880, 1880, null],
  ['12/3/1921', '12 مارس 1921م (2 رجب 1339هـ)', '12 مارس 1921م', 1921, 1921, null],
  // The living rule reads a bare year between 1300 and 1500 as Hijri (and the import says so).
  ['1415', '1415م (817–818هـ)', '1415م', 1415, 1994, null],
  ['40 MAR 1921', 'مارس 1921م (1339هـ)', 'مارس 1921م', 1921, 1921, 'partial'],
  ['somewhere around 1880', 'نحو 1880م (1297–1298هـ)', 'نحو 1880م', 1880, 1880, 'partial'],
  ['12 MAR', '12 MAR', '12 MAR', null, null, 'unread'],
  ['غير معروف', 'غير معروف', 'غير معروف', null, null, 'unread'],
];

describe('how a date is shown, sorted and read by the living rule', () => {
  it.each(DATE_RULES)('%s', (written, page, list, sorted, living, doubt) => {
    expect(formatGenealogyDate(written), 'member page').toBe(page);
    expect(formatGenealogyDate(written, { otherCalendar: false }), 'lists and cards').toBe(list);
    expect(sortableYear(written), 'sorted by').toBe(sorted);
    expect(livingRuleYear(written), 'living rule').toBe(living);
    expect(dateDoubt(written), 'import warning').toBe(doubt);
  });

  it('docs/import-formats.md lists the same rows', () => {
    const doc = readFileSync(new URL('../../../docs/import-formats.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('### How dates are read'));
    const rows = section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .map(([, written = '', page = '', list = '', sorted = '', living = '', doubt = '']) => [
        written.replace(/^`|`$/g, ''),
        page.replace(/^«|»$/g, ''),
        list.replace(/^«|»$/g, ''),
        sorted === '—' ? null : Number(sorted),
        living === '—' ? null : Number(living),
        doubt === '—' ? null : doubt,
      ]);
    // The document leaves out the invisible isolates around a phrase (FSI, PDI).
    const visible = (cell: unknown) =>
      typeof cell === 'string' ? cell.replace(/[\u2066-\u2069]/g, '') : cell;
    expect(rows).toEqual(DATE_RULES.map((row) => row.map(visible)));
  });
});
