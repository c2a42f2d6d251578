import { describe, expect, it } from 'vitest';
import { readArabicMarks, readGedcomCalendar, readQualifiedDates, takeRemarks } from './genealogy-date';

// The steps of parseGenealogyDate, on text already folded and upper-cased as it hands them.
describe('readGedcomCalendar', () => {
  it('takes out GEDCOM’s calendar escapes and keywords, INT and a date before Christ', () => {
    expect(readGedcomCalendar('@#DJULIAN@ 1750/51')).toMatchObject({
      calendar: 'julian',
      calendarStated: true,
    });
    expect(readGedcomCalendar('INT 44 BC')).toEqual({
      text: '44  ',
      calendar: 'gregorian',
      calendarStated: true,
      beforeChrist: true,
    });
    expect(readGedcomCalendar('1850')).toEqual({
      text: '1850',
      calendar: 'gregorian',
      calendarStated: false,
      beforeChrist: false,
    });
  });
});

describe('readArabicMarks', () => {
  it('reads هـ as Hijri and م as Gregorian, both said', () => {
    expect(readArabicMarks('1300ه', 'gregorian')).toEqual({
      text: '1300',
      calendar: 'hijri',
      calendarStated: true,
    });
    expect(readArabicMarks('1880م', 'gregorian')).toEqual({
      text: '1880',
      calendar: 'gregorian',
      calendarStated: true,
    });
  });

  it('takes the Gregorian year a text gives beside a Hijri one', () => {
    expect(readArabicMarks('نحو 1300ه الموافق 1882م', 'gregorian')).toEqual({
      date: { qualifier: 'about', year: 1882, calendar: 'gregorian' },
    });
  });

  it('puts a month’s name as its token', () => {
    expect(readArabicMarks('12 ربيع الاول 1300', 'gregorian')).toMatchObject({
      text: '12  #H03  1300',
      calendarStated: true,
    });
  });
});

describe('takeRemarks', () => {
  it('reads «about» in brackets or at the end, and notes any other remark', () => {
    expect(takeRemarks('1880 (تقريبا)')).toEqual({ text: '1880', about: true, otherRemark: false });
    expect(takeRemarks('1850 CA.')).toEqual({ text: '1850', about: true, otherRemark: false });
    expect(takeRemarks('1850 (SEE REGISTER)')).toEqual({ text: '1850', about: false, otherRemark: true });
  });
});

describe('readQualifiedDates', () => {
  it('reads a range with both its dates, else the leading qualifier', () => {
    expect(readQualifiedDates('BET 1880 AND 1885', 'gregorian')).toEqual({
      qualifier: 'between',
      first: { year: 1880 },
      last: { year: 1885 },
    });
    expect(readQualifiedDates('من 1880 الي 1885', 'gregorian')).toMatchObject({ qualifier: 'period' });
    expect(readQualifiedDates('BEF 12 MAR 1850', 'gregorian')).toEqual({
      qualifier: 'before',
      first: { year: 1850, month: 3, day: 12 },
      last: null,
    });
    expect(readQualifiedDates('1850', 'gregorian')).toEqual({
      qualifier: 'exact',
      first: { year: 1850 },
      last: null,
    });
  });
});
