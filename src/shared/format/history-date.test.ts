import { describe, expect, it } from 'vitest';
import { historyEntryWhen, historyYearLabel } from './history-date';

describe('history dates', () => {
  it('shows a Gregorian year with the Hijri years it overlaps', () => {
    expect(historyYearLabel(1965)).toBe('1965م (1384–1385هـ)');
    expect(historyYearLabel(null)).toBe('');
  });

  it('says the period, the year, or both', () => {
    expect(historyEntryWhen({ year: null, period: 'مطلع القرن العشرين' })).toBe('مطلع القرن العشرين');
    expect(historyEntryWhen({ year: 1920, period: '' })).toBe('1920م (1338–1339هـ)');
    expect(historyEntryWhen({ year: 1920, period: ' صيف ' })).toBe('صيف · 1920م (1338–1339هـ)');
    expect(historyEntryWhen({ year: null, period: '' })).toBe('');
  });
});
