import { describe, expect, it } from 'vitest';
import { spansAgree, yearSpan } from './year-span';

describe('yearSpan: the Gregorian years a written date may mean', () => {
  it('an exact year or day is that year alone', () => {
    expect(yearSpan('1880')).toEqual({ from: 1880, to: 1880, exact: true });
    expect(yearSpan('12 MAR 1921')).toEqual({ from: 1921, to: 1921, exact: true });
    expect(yearSpan('1880م')).toEqual({ from: 1880, to: 1880, exact: true });
  });

  it('ABT, EST, «نحو» and «تقريباً» widen by five years either side', () => {
    expect(yearSpan('ABT 1850')).toEqual({ from: 1845, to: 1855, exact: false });
    expect(yearSpan('نحو 1880')).toEqual({ from: 1875, to: 1885, exact: false });
    expect(yearSpan('EST 1900')).toEqual({ from: 1895, to: 1905, exact: false });
  });

  it('a range is its two ends; before and after are open on one side', () => {
    expect(yearSpan('BET 1880 AND 1885')).toEqual({ from: 1880, to: 1885, exact: false });
    expect(yearSpan('بين 1880 و1885')).toEqual({ from: 1880, to: 1885, exact: false });
    expect(yearSpan('BEF 1900')).toEqual({ from: -Infinity, to: 1900, exact: false });
    expect(yearSpan('AFT 1900')).toEqual({ from: 1900, to: Infinity, exact: false });
  });

  it('a Hijri year alone spans the two Gregorian years it falls in', () => {
    const span = yearSpan('1300هـ');
    expect(span).toEqual({ from: 1882, to: 1883, exact: false });
  });

  it('no year, a phrase or nothing written: null', () => {
    expect(yearSpan('')).toBeNull();
    expect(yearSpan('غير معروف')).toBeNull();
    expect(yearSpan('(died young)')).toBeNull();
  });
});

describe('spansAgree', () => {
  it('the same exact year is the same; a year apart is close; further apart cannot be one person', () => {
    expect(spansAgree(yearSpan('1880'), yearSpan('1880م'))).toBe('same');
    expect(spansAgree(yearSpan('1880'), yearSpan('1881'))).toBe('close');
    expect(spansAgree(yearSpan('1880'), yearSpan('1885'))).toBe('apart');
  });

  it('an approximate date agrees with any year it may mean, and a Hijri year with its Gregorian one', () => {
    expect(spansAgree(yearSpan('ABT 1880'), yearSpan('1884'))).toBe('close');
    expect(spansAgree(yearSpan('ABT 1880'), yearSpan('1890'))).toBe('apart');
    expect(spansAgree(yearSpan('1300هـ'), yearSpan('1883'))).toBe('close');
  });

  it('an open or wide date rules out what it cannot mean, and calls nothing close', () => {
    expect(spansAgree(yearSpan('AFT 1782'), yearSpan('1945'))).toBe('unknown');
    expect(spansAgree(yearSpan('AFT 1782'), yearSpan('1700'))).toBe('apart');
    expect(spansAgree(yearSpan('BET 1850 AND 1900'), yearSpan('1880'))).toBe('unknown');
    expect(spansAgree(yearSpan('BET 1880 AND 1885'), yearSpan('1881'))).toBe('close');
  });

  it('a date missing on either side says nothing', () => {
    expect(spansAgree(yearSpan(''), yearSpan('1880'))).toBe('unknown');
    expect(spansAgree(null, null)).toBe('unknown');
  });
});
